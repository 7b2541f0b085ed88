import { type CloudSimulator, createCloudSimulator } from '@conecta/cloud-api-simulator';
import {
  chatEndpoints,
  messageEndpoints,
  noteEndpoints,
  privacyEndpoints,
} from '@conecta/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { accessLog, auditLog, chatNotes } from '../src/db/schema.ts';
import { callApi } from './helpers/call-api.ts';
import { snapshotUser } from './helpers/db-snapshot.ts';
import { joinClinic } from './helpers/join-clinic.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import { readZip } from './helpers/read-zip.ts';
import { addCloudNumber, cloudNumber } from './helpers/cloud-clinic.ts';
import { startSimulator, type TestSimulator } from './helpers/simulator.ts';
import { openStream } from './helpers/sse-client.ts';
import { waitFor } from './helpers/wait-for.ts';
import {
  callAs,
  createTestApp,
  createTestClock,
  signUp,
  type TestApp,
} from './helpers/test-app.ts';

/**
 * Internal notes (issue 54): the team writes inside a chat and the patient never sees it. A note
 * lives in a table of its own, so the proofs here are what stays untouched around it: the
 * providers' simulators, the chat, its automations and the reports.
 */

const HELENA = '5511955554001';
const OTAVIO = '5511955554002';
const CLOUD = cloudNumber(54, 'notas', '5511955550054');

let t: TestApp;
let sim: TestSimulator;
let cloud: CloudSimulator;
let ana: Awaited<ReturnType<typeof signUp>>;
let bruno: Awaited<ReturnType<typeof joinClinic>>;
let carla: Awaited<ReturnType<typeof joinClinic>>;
let olga: Awaited<ReturnType<typeof signUp>>;

type Note = {
  id: string;
  chatId: string;
  text: string;
  authorId: string | null;
  authorName: string | null;
  mentions: Array<{ userId: string; name: string }>;
  editedAt: string | null;
  canEdit: boolean;
  canDelete: boolean;
};

const write = async (token: string, chatId: string, text: string, mentions: string[] = []) => {
  const res = await callApi(t, token, noteEndpoints.create, {
    params: { chatId },
    body: { text, mentions },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().note as Note;
};
const notesOf = async (token: string, chatId: string) => {
  const res = await callApi(t, token, noteEndpoints.list, { params: { chatId } });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().notes as Note[];
};
const mentionsOf = async (token: string) =>
  (await callApi(t, token, noteEndpoints.mentions)).json().mentions as Array<{
    chatId: string;
    noteId: string;
    count: number;
  }>;
const zapiSent = async () =>
  (await sim.control('/instances/NOTAS1/sent')).body as unknown as unknown[];

beforeAll(async () => {
  const clock = createTestClock();
  sim = await startSimulator({ clock, chatCount: 0 });
  cloud = createCloudSimulator({ now: () => clock.now().getTime() });
  await cloud.listen(0);
  t = await createTestApp(
    { ZAPI_BASE_URL: sim.url, CLOUD_API_BASE_URL: cloud.graphUrl! },
    { listen: true, clock },
  );
  ana = await signUp(t, 'Ana Souza');
  bruno = await joinClinic(t, ana.token, { name: 'Bruno Lima' });
  carla = await joinClinic(t, ana.token, { name: 'Carla Dias' });
  await linkWhatsApp(t, sim, ana, 'NOTAS1');
  for (const [phone, name] of [
    [HELENA, 'Helena Souza'],
    [OTAVIO, 'Otávio Reis'],
  ])
    await sim.control('/instances/NOTAS1/inbound', { phone, name, message: 'Bom dia!' });
  await waitFor(
    () => callApi(t, ana.token, chatEndpoints.list),
    (r) => (r.json().chats as Array<{ chatId: string }>).length === 2,
  );

  // Another clinic, on the Cloud API, with a patient of its own.
  olga = await signUp(t, 'Olga Prado');
  await addCloudNumber(t, cloud, olga.id, CLOUD);
  const inbound = await fetch(`${cloud.url}/_sim/phone-numbers/${CLOUD.id}/inbound`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ from: '5511977774009', text: 'Olá, clínica' }),
  });
  expect(inbound.status).toBe(200);
  await waitFor(
    () => callApi(t, olga.token, chatEndpoints.list),
    (r) => (r.json().chats as unknown[]).length === 1,
  );
}, 120_000);
afterAll(async () => {
  await t?.close();
  await sim?.close();
  await cloud?.close();
});

describe('an internal note', () => {
  it('is kept in the chat with its author and time, and reaches no provider, automation or report', async () => {
    // Time stands still from here: the reports' 'waiting for N s' must not move on its own.
    t.clock.hold();
    const today = 'period=today';
    const reportsBefore = await Promise.all(
      ['answering', 'team', 'automation'].map(
        async (k) => (await callAs(t, ana.token, 'GET', `/api/reports/${k}?${today}`)).body,
      ),
    );
    const before = await snapshotUser(t.database.db, ana.id);

    // Words that would confirm an appointment, stop a routine or answer, were they a message.
    const note = await write(ana.token, HELENA, 'Confirmado 👍 PARAR — a Dra. pediu para remarcar');
    expect(note).toMatchObject({
      chatId: HELENA,
      authorId: ana.id,
      authorName: 'Ana Souza',
      editedAt: null,
      canEdit: true,
      canDelete: true,
    });
    expect((await notesOf(bruno.token, HELENA)).map((n) => n.id)).toEqual([note.id]);

    expect(await zapiSent()).toEqual([]);
    // Nothing else of the clinic changed: chat (column, unread, last message, routine state),
    // messages, tasks, appointments, routine runs, report facts. Only the note, its live event
    // and Bruno's reading of it (the clock is held: no session's last-seen time moves).
    const after = await snapshotUser(t.database.db, ana.id);
    const changed = Object.keys(after).filter(
      (table) => JSON.stringify(after[table]) !== JSON.stringify(before[table]),
    );
    expect(changed.sort()).toEqual(['access_log', 'chat_notes', 'live_events']);
    const messages = await callApi(t, ana.token, messageEndpoints.list, {
      params: { chatId: HELENA },
    });
    expect(messages.body).not.toContain('remarcar');
    const reportsAfter = await Promise.all(
      ['answering', 'team', 'automation'].map(
        async (k) => (await callAs(t, ana.token, 'GET', `/api/reports/${k}?${today}`)).body,
      ),
    );
    expect(reportsAfter).toEqual(reportsBefore);
  });

  it('reaches no Cloud API call either', async () => {
    const [chat] = (await callApi(t, olga.token, chatEndpoints.list)).json().chats as Array<{
      chatId: string;
    }>;
    await write(olga.token, chat!.chatId, 'Paciente prefere falar à tarde');
    const sent = await fetch(`${cloud.url}/_sim/phone-numbers/${CLOUD.id}/messages`);
    expect(await sent.json()).toEqual([]);
  });

  it('tells the mentioned member live and lists the chat in their Menções until they open it', async () => {
    const stream = await openStream(
      `${t.publicUrl}/api/notifications/stream?token=${encodeURIComponent(bruno.token)}`,
    );
    const note = await write(ana.token, OTAVIO, '@Bruno Lima já mandei o orçamento', [
      bruno.id,
      bruno.id,
      ana.id,
    ]);
    // Once each, and the writer is never their own mention.
    expect(note.mentions).toEqual([{ userId: bruno.id, name: 'Bruno Lima' }]);
    const told = await stream.waitFor(
      (e) => e.event === 'team-update' && e.data.reason === 'mentioned',
    );
    expect(told.data).toMatchObject({
      chatId: OTAVIO,
      chatName: 'Otávio Reis',
      noteId: note.id,
      mentionedIds: [bruno.id],
      byName: 'Ana Souza',
    });
    await stream.close();

    expect(await mentionsOf(bruno.token)).toEqual([{ chatId: OTAVIO, noteId: note.id, count: 1 }]);
    expect(await mentionsOf(ana.token)).toEqual([]);
    expect(await mentionsOf(carla.token)).toEqual([]);
    // Opening the chat's notes is a reading in the access log; opening the chat reads the mentions.
    await notesOf(bruno.token, OTAVIO);
    const readings = await t.database.db
      .select()
      .from(accessLog)
      .where(and(eq(accessLog.userId, bruno.id), eq(accessLog.chatId, OTAVIO)));
    expect(readings.map((r) => [r.kind, r.detail])).toContainEqual([
      'chat-opened',
      'Notas internas',
    ]);
    const read = await callApi(t, bruno.token, noteEndpoints.readMentions, {
      params: { chatId: OTAVIO },
    });
    expect(read.statusCode, read.body).toBe(200);
    expect(await mentionsOf(bruno.token)).toEqual([]);
  });

  it('mentions only members of the clinic', async () => {
    const res = await callApi(t, ana.token, noteEndpoints.create, {
      params: { chatId: HELENA },
      body: { text: '@Olga veja isto', mentions: [olga.id] },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Só é possível mencionar quem faz parte da equipe.');
  });

  it('is edited by its author only, deleted by its author or the Responsável, each audited', async () => {
    const own = await write(bruno.token, HELENA, 'Falta o pagamento');
    const anas = await write(ana.token, HELENA, 'Pedir exames');

    const notMine = await callApi(t, bruno.token, noteEndpoints.update, {
      params: { id: anas.id },
      body: { text: 'Mudado por outro' },
    });
    expect(notMine.statusCode).toBe(403);
    const atendente = await callApi(t, carla.token, noteEndpoints.remove, {
      params: { id: own.id },
    });
    expect(atendente.statusCode).toBe(403);
    expect(atendente.json().message).toBe(
      'Só quem escreveu a nota ou o Responsável pode excluí-la.',
    );
    const asCarla = (await notesOf(carla.token, HELENA)).find((n) => n.id === own.id)!;
    expect(asCarla).toMatchObject({ canEdit: false, canDelete: false });
    const asAna = (await notesOf(ana.token, HELENA)).find((n) => n.id === own.id)!;
    expect(asAna).toMatchObject({ canEdit: false, canDelete: true });

    const edited = await callApi(t, bruno.token, noteEndpoints.update, {
      params: { id: own.id },
      body: { text: 'Pagamento recebido', mentions: [carla.id] },
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().note).toMatchObject({
      text: 'Pagamento recebido',
      mentions: [{ userId: carla.id, name: 'Carla Dias' }],
    });
    expect(edited.json().note.editedAt).not.toBeNull();
    expect((await mentionsOf(carla.token)).map((m) => m.chatId)).toEqual([HELENA]);

    const removed = await callApi(t, ana.token, noteEndpoints.remove, { params: { id: own.id } });
    expect(removed.statusCode, removed.body).toBe(200);
    expect((await notesOf(ana.token, HELENA)).map((n) => n.id)).not.toContain(own.id);
    // The mention went with the note.
    expect(await mentionsOf(carla.token)).toEqual([]);
    const gone = await callApi(t, bruno.token, noteEndpoints.remove, { params: { id: own.id } });
    expect(gone.statusCode).toBe(404);

    const audit = await t.database.db
      .select({ action: auditLog.action, target: auditLog.targetId, details: auditLog.details })
      .from(auditLog)
      .where(eq(auditLog.clinicId, ana.id));
    const noteEntries = audit.filter((a) => a.action.startsWith('note.'));
    expect(noteEntries.map((a) => [a.action, a.target])).toEqual([
      ['note.edit', 'Helena Souza'],
      ['note.delete', 'Helena Souza'],
    ]);
    // The audit names the chat, never the note's words.
    expect(JSON.stringify(noteEntries)).not.toContain('Pagamento');
  });

  it("is neither read, edited nor deleted from another clinic (404), and another clinic's chat has none for it", async () => {
    const note = await write(ana.token, HELENA, 'Só da clínica da Ana');
    for (const [method, body] of [
      ['PUT', { text: 'Invasão' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await callAs(t, olga.token, method, `/dashboard/notes/${note.id}`, body);
      expect(res.statusCode, res.body).toBe(404);
      expect(res.json().success).toBe(false);
    }
    const read = await callApi(t, olga.token, noteEndpoints.list, { params: { chatId: HELENA } });
    expect(read.statusCode).toBe(404);
    expect(read.body).not.toContain('Só da clínica');
    const wrote = await callApi(t, olga.token, noteEndpoints.create, {
      params: { chatId: HELENA },
      body: { text: 'Nota alheia' },
    });
    expect(wrote.statusCode).toBe(404);
    const [kept] = await t.database.db.select().from(chatNotes).where(eq(chatNotes.id, note.id));
    expect(kept!.text).toBe('Só da clínica da Ana');
  });

  it("is found by the board's search, marked as a note", async () => {
    await write(ana.token, OTAVIO, 'Paciente pediu desconto no orçamento do implante');
    const res = await callApi(t, ana.token, chatEndpoints.searchMessages, {
      query: { q: 'orcamento do impl' },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().chatIds).toEqual([OTAVIO]);
    expect(res.json().hits[0].message).toMatchObject({ isNote: true });
    expect(res.json().hits[0].message.excerpt).toContain('orçamento do implante');
    const foreign = await callApi(t, olga.token, chatEndpoints.searchMessages, {
      query: { q: 'implante' },
    });
    expect(foreign.json().chatIds).toEqual([]);
  });

  it("is in the patient's export, marked as internal, and goes with the erasure", async () => {
    await write(ana.token, OTAVIO, 'Prefere consultas pela manhã');
    const link = await callApi(t, ana.token, privacyEndpoints.exportLink, {
      params: { chatId: OTAVIO },
    });
    expect(link.statusCode, link.body).toBe(200);
    const zip = await fetch(`${t.publicUrl}${link.json().url as string}`);
    const files = new Map(
      readZip(Buffer.from(await zip.arrayBuffer())).map((f) => [f.name, f.bytes.toString()]),
    );
    const exported = JSON.parse(files.get('notas-internas.json')!) as Array<{
      interna: boolean;
      texto: string;
      autor: string;
    }>;
    expect(exported).toContainEqual(
      expect.objectContaining({
        interna: true,
        texto: 'Prefere consultas pela manhã',
        autor: 'Ana Souza',
      }),
    );
    expect(files.get('conversa.html')).toContain(
      'Notas internas da equipe (não enviadas ao paciente)',
    );

    const erased = await callApi(t, ana.token, privacyEndpoints.erase, {
      params: { chatId: OTAVIO },
      body: { confirmPhone: OTAVIO },
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(
      await t.database.db.select().from(chatNotes).where(eq(chatNotes.chatId, OTAVIO)),
    ).toEqual([]);
    const audit = await t.database.db
      .select({ target: auditLog.targetId })
      .from(auditLog)
      .where(eq(auditLog.clinicId, ana.id));
    expect(audit.map((a) => a.target)).not.toContain('Otávio Reis');
  });
});
