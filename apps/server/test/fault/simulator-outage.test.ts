import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

import { chats, routines, tasks } from '../../src/db/schema.ts';
import { startSimulator, type TestSimulator } from '../helpers/simulator.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
  signIn,
} from './helpers/fault-database.ts';
import { type ServerProcess, spawnServer } from './helpers/spawn-server.ts';

/**
 * The provider is unreachable while scheduled messages and routine steps come due; once it is
 * back each one goes out exactly once, as the provider's own send log shows.
 *
 * The server runs as its own process on the real clock, so its retry pauses (5 s, 10 s, 20 s ...
 * up to 5 min, for up to 30 min) are the ones production uses. The outage is the simulator's
 * HTTP server really stopped (connections refused) and started again on the same port. Its
 * length is FAULT_OUTAGE_MS: 20 s by default, so the suite stays short while every item still
 * fails at least twice before the provider returns; FAULT_OUTAGE_MS=120000 runs the full
 * two-minute outage of the issue (about 4 minutes). A shorter outage proves the same property,
 * because nothing in the retry rules depends on the outage length below the 30-minute window.
 */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 20_000);
const TASK_CHATS = ['5511980000001', '5511980000002'];
const ROUTINE_CHATS = ['5511980000011', '5511980000012', '5511980000013'];
const ROUTINE_TEXTS = ['Olá! Sentimos sua falta por aqui.', 'Podemos agendar seu retorno?'];

let fault: FaultDatabase;
let sim: TestSimulator | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await sim?.close();
  await fault?.drop();
});

interface Sent {
  phone: string;
  message?: string;
}

it(
  'delivers every task and routine step that came due during a provider outage exactly once',
  async () => {
    fault = await createFaultDatabase();
    const clinic = await seedClinic(fault);
    sim = await startSimulator({ chatCount: 5 });
    const simulator = sim;
    simulator.sim.addInstance({
      id: clinic.instanceId,
      token: clinic.instanceToken,
      connected: true,
    });
    const simPort = Number(new URL(simulator.url).port);

    // The outage starts now; everything below comes due inside it.
    await simulator.sim.close();
    const outageStart = Date.now();
    const dueAt = (fraction: number) => new Date(outageStart + Math.round(OUTAGE_MS * fraction));
    const expectedTasks: Array<{ phone: string; message: string }> = [];
    await fault.use(async ({ db }) => {
      await db.insert(routines).values(
        ROUTINE_TEXTS.map((textContent, i) => ({
          userId: clinic.userId,
          sequenceNumber: i + 1,
          textContent,
          // Step 1 one hour after the clinic's last message, step 2 right after step 1.
          hoursDelay: i === 0 ? 1 : 0,
        })),
      );
      for (const [k, chatId] of ROUTINE_CHATS.entries()) {
        await db.insert(chats).values({
          userId: clinic.userId,
          chatId,
          phone: chatId,
          name: `Paciente rotina ${k}`,
          column: 'hot_lead',
          lastMessageFromMe: true,
          lastMessageContent: 'Qualquer dúvida, estamos à disposição.',
          lastMessageTime: new Date(dueAt(0.1 + k * 0.1).getTime() - 3600_000),
        });
      }
      for (const [k, chatId] of TASK_CHATS.entries()) {
        const [chat] = await db
          .insert(chats)
          .values({
            userId: clinic.userId,
            chatId,
            phone: chatId,
            name: `Paciente tarefa ${k}`,
            column: 'task',
            rememberedColumn: 'inbox',
          })
          .returning();
        for (let j = 0; j < 2; j++) {
          const message = `Lembrete ${k}.${j}: sua consulta é amanhã.`;
          const due = dueAt(0.05 + (k * 2 + j) * 0.1);
          await db.insert(tasks).values({
            userId: clinic.userId,
            chatRowId: chat!.id,
            chatId,
            message,
            dueAt: due,
            nextAttemptAt: due,
          });
          expectedTasks.push({ phone: chatId, message });
        }
      }
    });

    server = await spawnServer({ ...fault.env(), ZAPI_BASE_URL: simulator.url });
    const running = server;
    const token = await signIn(running.url, clinic);

    // While the provider is down, the routine steps are tried and fail: the cards say why.
    const routineErrors = async () => {
      const res = await fetch(`${running.url}/dashboard/zapi/chats`, {
        headers: { authorization: `Bearer ${token}` },
      });
      const body = (await res.json()) as {
        chats: Array<{ chatId: string; routineError: string | null }>;
      };
      return body.chats.filter((c) => ROUTINE_CHATS.includes(c.chatId) && c.routineError);
    };
    // The outage lasts OUTAGE_MS, and longer if this loaded machine was slow to start the server:
    // until every routine step has failed once and a task retry (5 s) has had time to fail too.
    const serverUp = Date.now();
    let failedWhileDown = 0;
    const hardEnd = outageStart + OUTAGE_MS + 60_000;
    while (
      Date.now() < hardEnd &&
      (Date.now() < outageStart + OUTAGE_MS ||
        Date.now() < serverUp + 10_000 ||
        failedWhileDown < ROUTINE_CHATS.length)
    ) {
      failedWhileDown = Math.max(failedWhileDown, (await routineErrors()).length);
      await new Promise((r) => setTimeout(r, 500));
    }
    const outageMs = Date.now() - outageStart;
    expect(failedWhileDown, 'rotinas tentadas durante a queda').toBe(ROUTINE_CHATS.length);
    const sentLog = () => simulator.sim.state.instances.get(clinic.instanceId)!.sent as Sent[];
    expect(sentLog()).toHaveLength(0);

    // The provider returns on the same address.
    await simulator.sim.listen(simPort, '127.0.0.1');
    const back = Date.now();
    const expectedCount = expectedTasks.length + ROUTINE_CHATS.length * ROUTINE_TEXTS.length;
    const deadline = back + 90_000;
    while (sentLog().length < expectedCount && Date.now() < deadline)
      await new Promise((r) => setTimeout(r, 200));
    const deliveredAfterMs = Date.now() - back;
    // A few more scheduler ticks: nothing may go out a second time.
    await new Promise((r) => setTimeout(r, 3000));

    const sent = sentLog().map((s) => `${s.phone}|${s.message ?? ''}`);
    const expected = [
      ...expectedTasks.map((t) => `${t.phone}|${t.message}`),
      ...ROUTINE_CHATS.flatMap((c) => ROUTINE_TEXTS.map((text) => `${c}|${text}`)),
    ];
    expect([...sent].sort()).toEqual([...expected].sort());

    expect((await running.stop()).code).toBe(0);
    server = undefined;
    await fault.use(async ({ db }) => {
      const taskRows = await db.select().from(tasks).where(eq(tasks.userId, clinic.userId));
      for (const t of taskRows) {
        expect(t.status).toBe('executed');
        // Tried while the provider was down, then once more when it was back.
        expect(t.attempts).toBeGreaterThanOrEqual(2);
      }
      const chatRows = await db.select().from(chats).where(eq(chats.userId, clinic.userId));
      for (const c of chatRows.filter((r) => ROUTINE_CHATS.includes(r.chatId))) {
        expect(c).toMatchObject({ routineLastSeq: 2, column: 'followup', routineError: null });
      }
      for (const c of chatRows.filter((r) => TASK_CHATS.includes(r.chatId)))
        expect(c.column).toBe('inbox');
      console.info(
        JSON.stringify({
          fault: 'simulator-outage',
          db: fault.kind,
          outageMs,
          items: expectedCount,
          taskAttempts: taskRows.map((t) => t.attempts),
          allDeliveredMsAfterReturn: deliveredAfterMs,
        }),
      );
    });
  },
  150_000 + OUTAGE_MS * 2,
);
