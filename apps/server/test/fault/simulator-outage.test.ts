import { createSimulator, type Simulator } from '@conecta/zapi-simulator';
import { eq } from 'drizzle-orm';
import { afterAll, expect, it } from 'vitest';

import { chats, clinics, routines, tasks } from '../../src/db/schema.ts';
import { freePort } from '../helpers/test-app.ts';
import {
  createFaultDatabase,
  type FaultDatabase,
  seedClinic,
  signIn,
} from './helpers/fault-database.ts';
import { openSimulatorWindow } from './helpers/simulator-window.ts';
import { type ServerProcess, startServerProcess } from '../helpers/server-process.ts';

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
 *
 * A second outage begins while a send is at the provider: the provider takes the message, the
 * connection drops before its answer (its echo still arrives by webhook). Neither the adapter's
 * quick retry nor the scheduler's later one may send it again.
 */
const OUTAGE_MS = Number(process.env.FAULT_OUTAGE_MS ?? 20_000);
const TASK_CHATS = ['5511980000001', '5511980000002'];
const ROUTINE_CHATS = ['5511980000011', '5511980000012', '5511980000013'];
const CUT_CHAT = '5511980000021';
const ROUTINE_TEXTS = ['Olá! Sentimos sua falta por aqui.', 'Podemos agendar seu retorno?'];

let fault: FaultDatabase;
let sim: Simulator | undefined;
let server: ServerProcess | undefined;

afterAll(async () => {
  if (server?.child.exitCode === null) await server.kill9();
  await sim?.close();
  await fault?.drop();
});

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function until(what: string, check: () => boolean, ms: number) {
  const deadline = Date.now() + ms;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`esperando: ${what}`);
    await sleep(100);
  }
}

it(
  'delivers every task and routine step that came due during a provider outage exactly once',
  async () => {
    fault = await createFaultDatabase();
    const clinic = await seedClinic(fault);
    sim = createSimulator({ scanDelayMs: null, chatCount: 3 });
    const provider = sim;
    const instance = provider.addInstance({
      id: clinic.instanceId,
      token: clinic.instanceToken,
      connected: true,
    });
    const window = await openSimulatorWindow(provider);
    const port = await freePort();
    // The provider reports the clinic's own sends back (notifySentByMe), as the app configures it.
    instance.webhooks.received = `http://127.0.0.1:${port}/webhooks/zapi/${clinic.webhookSecret}`;
    instance.notifySentByMe = true;
    const sentLog = () => instance.sent.map((s) => `${s.phone}|${s.message ?? ''}`);

    // The outage starts now; everything below comes due inside it.
    await window.stop();
    const outageStart = Date.now();
    const dueAt = (fraction: number) => new Date(outageStart + Math.round(OUTAGE_MS * fraction));
    const expected: string[] = [];
    await fault.use(async ({ db }) => {
      await db.insert(routines).values(
        ROUTINE_TEXTS.map((textContent, i) => ({
          clinicId: clinic.userId,
          sequenceNumber: i + 1,
          textContent,
          // Step 1 one hour after the clinic's last message, step 2 right after step 1.
          hoursDelay: i === 0 ? 1 : 0,
        })),
      );
      // Saved through the API, the first routine would set this: routines reach these chats.
      await db
        .update(clinics)
        .set({ routinesSince: new Date(outageStart - 2 * 3600_000) })
        .where(eq(clinics.id, clinic.userId));
      for (const [k, chatId] of ROUTINE_CHATS.entries()) {
        await db.insert(chats).values({
          clinicId: clinic.userId,
          chatId,
          phone: chatId,
          name: `Paciente rotina ${k}`,
          column: 'hot_lead',
          lastMessageFromMe: true,
          lastMessageContent: 'Qualquer dúvida, estamos à disposição.',
          lastMessageTime: new Date(dueAt(0.1 + k * 0.1).getTime() - 3600_000),
        });
        expected.push(...ROUTINE_TEXTS.map((text) => `${chatId}|${text}`));
      }
      for (const [k, chatId] of TASK_CHATS.entries()) {
        const [chat] = await db
          .insert(chats)
          .values({
            clinicId: clinic.userId,
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
            clinicId: clinic.userId,
            chatRowId: chat!.id,
            chatId,
            message,
            dueAt: due,
            nextAttemptAt: due,
          });
          expected.push(`${chatId}|${message}`);
        }
      }
    });

    server = await startServerProcess({ ...fault.env(), ZAPI_BASE_URL: window.url }, { port });
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
      await sleep(500);
    }
    const outageMs = Date.now() - outageStart;
    expect(failedWhileDown, 'rotinas tentadas durante a queda').toBe(ROUTINE_CHATS.length);
    expect(sentLog()).toHaveLength(0);

    // The provider returns on the same address.
    await window.start();
    const back = Date.now();
    await until('tudo entregue', () => sentLog().length >= expected.length, 90_000);
    const deliveredAfterMs = Date.now() - back;
    // A few more scheduler ticks: nothing may go out a second time.
    await sleep(3000);
    expect([...sentLog()].sort()).toEqual([...expected].sort());

    // Second outage, in the middle of a send: a patient's chat whose last message (the clinic's)
    // is an hour old makes routine step 1 due at once. The provider takes the message, and the
    // connection drops before its answer; then the provider goes down.
    window.dropAnswers(true);
    const hook = await fetch(`${running.url}/webhooks/zapi/${clinic.webhookSecret}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        type: 'ReceivedCallback',
        messageId: 'ULTIMA-DA-CLINICA',
        phone: CUT_CHAT,
        fromMe: true,
        momment: Date.now() - 3600_000 - 1000,
        status: 'SENT',
        chatName: 'Paciente da queda',
        isGroup: false,
        text: { message: 'Qualquer dúvida, estamos à disposição.' },
      }),
    });
    expect(hook.status).toBe(200);
    await until(
      'o provedor registrou o envio sem resposta',
      () => sentLog().includes(`${CUT_CHAT}|${ROUTINE_TEXTS[0]}`),
      20_000,
    );
    await window.stop();
    window.dropAnswers(false);
    await sleep(8000);
    await window.start();
    await until(
      'passo 2 depois da volta',
      () => sentLog().includes(`${CUT_CHAT}|${ROUTINE_TEXTS[1]}`),
      60_000,
    );
    await sleep(3000);
    expected.push(...ROUTINE_TEXTS.map((text) => `${CUT_CHAT}|${text}`));
    expect([...sentLog()].sort()).toEqual([...expected].sort());

    expect((await running.stop()).code).toBe(0);
    server = undefined;
    await fault.use(async ({ db }) => {
      const taskRows = await db.select().from(tasks).where(eq(tasks.clinicId, clinic.userId));
      for (const t of taskRows) {
        expect(t.status).toBe('executed');
        // Tried while the provider was down, then once more when it was back.
        expect(t.attempts).toBeGreaterThanOrEqual(2);
      }
      const chatRows = await db.select().from(chats).where(eq(chats.clinicId, clinic.userId));
      for (const c of chatRows.filter((r) => [...ROUTINE_CHATS, CUT_CHAT].includes(r.chatId))) {
        expect(c).toMatchObject({ routineLastSeq: 2, column: 'followup', routineError: null });
      }
      for (const c of chatRows.filter((r) => TASK_CHATS.includes(r.chatId)))
        expect(c.column).toBe('inbox');
      console.info(
        JSON.stringify({
          fault: 'simulator-outage',
          db: fault.kind,
          outageMs,
          items: expected.length,
          taskAttempts: taskRows.map((t) => t.attempts),
          allDeliveredMsAfterReturn: deliveredAfterMs,
        }),
      );
    });
  },
  180_000 + OUTAGE_MS * 2,
);
