import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, messages } from '../src/db/schema.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { callAs, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * The chat window's paged history and sync: the newest 50 first, older pages by
 * `before`, and a poll that gets only what was written since (new, edited, a status change).
 * The spec's answer without parameters stays whole.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
let b: Awaited<ReturnType<typeof signUp>>;
const CHAT = '5511900000001';
const TOTAL = 120;

type Page = {
  messages: Array<{ id: string; content: string; status: string; isEdited: boolean }>;
  audios: Array<{ id: string }>;
  cursor: string;
  older: string | null;
  reset: boolean;
};

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t);
  b = await signUp(t, 'Dr. Bruno Lima');
  const start = t.clock.now().getTime() - TOTAL * 60_000;
  for (const u of [a, b]) {
    await seedInstance(t, u.id);
    await t.database.db.insert(chats).values({ clinicId: u.id, chatId: CHAT, phone: CHAT });
    await t.database.db.insert(messages).values(
      Array.from({ length: TOTAL }, (_, i) => ({
        clinicId: u.id,
        chatId: CHAT,
        messageId: `${u.id}-m${i}`,
        fromMe: i % 2 === 0,
        // Two messages share each minute: the page boundary must split a tie cleanly.
        type: i % 10 === 9 ? ('audio' as const) : ('text' as const),
        content: `mensagem ${i}`,
        seconds: 3,
        status: 'SENT',
        timestamp: new Date(start + Math.floor(i / 2) * 60_000),
      })),
    );
  }
});
afterAll(() => t.close());

const get = async (token: string, query: string) => {
  const res = await callAs(t, token, 'GET', `/dashboard/messages/${CHAT}?${query}`);
  return res;
};
const page = async (query: string) => {
  const res = await get(a.token, query);
  expect(res.statusCode).toBe(200);
  return res.json() as Page;
};
const idsOf = (p: { messages: Array<{ id: string }>; audios: Array<{ id: string }> }) =>
  [...p.messages, ...p.audios].map((m) => m.id);

describe('paged history', () => {
  it('opens on the newest 50 and walks back to the first message without gaps or repeats', async () => {
    const whole = (await get(a.token, 't=1')).json();
    expect(whole).not.toHaveProperty('cursor');
    expect(idsOf(whole)).toHaveLength(TOTAL);
    const wholeIds = new Set(idsOf(whole));

    const first = await page('limit=50&t=2');
    expect(idsOf(first)).toHaveLength(50);
    expect(first.cursor).toMatch(/^\d+(-\d+)*$/);
    expect(first.reset).toBe(false);
    const contents = first.messages.map((m) => Number(m.content.split(' ')[1]));
    // The newest text (the very last message, 119, is a voice note, in `audios`).
    expect(contents.at(-1)).toBe(TOTAL - 2);
    expect(first.audios.map((m) => m.id)).toContain(idsOf(whole).at(-1));
    // Oldest first (messages of the same minute in id order).
    const times = first.messages.map((m) => (m as unknown as { timestamp: string }).timestamp);
    expect(times).toEqual([...times].sort());

    const seen = new Set(idsOf(first));
    let older = first.older;
    let pages = 1;
    while (older) {
      const next = await page(`limit=50&before=${older}`);
      for (const id of idsOf(next)) {
        expect(seen.has(id)).toBe(false);
        seen.add(id);
      }
      older = next.older;
      pages += 1;
    }
    expect(pages).toBe(3);
    expect(seen).toEqual(wholeIds);
  });

  it('syncs only what changed since the cursor: a new message, an edit, a status', async () => {
    const first = await page('limit=50');
    expect(idsOf(await page(`since=${first.cursor}`))).toEqual([]);

    const [edited] = await t.database.db
      .update(messages)
      .set({ content: 'corrigida', isEdited: true })
      .where(and(eq(messages.clinicId, a.id), eq(messages.messageId, `${a.id}-m2`)))
      .returning();
    const [read] = await t.database.db
      .update(messages)
      .set({ status: 'READ' })
      .where(and(eq(messages.clinicId, a.id), eq(messages.messageId, `${a.id}-m118`)))
      .returning();
    const [fresh] = await t.database.db
      .insert(messages)
      .values({
        clinicId: a.id,
        chatId: CHAT,
        messageId: `${a.id}-nova`,
        fromMe: false,
        type: 'text',
        content: 'nova',
        timestamp: t.clock.now(),
      })
      .returning();
    // B's chat of the same number changes too, and must not show up for A.
    await t.database.db.update(messages).set({ status: 'READ' }).where(eq(messages.clinicId, b.id));

    const sync = await page(`since=${first.cursor}`);
    expect(sync.older).toBeNull();
    expect(sync.messages.map((m) => [m.id, m.content, m.status, m.isEdited])).toEqual([
      [edited!.id, 'corrigida', 'SENT', true],
      [read!.id, 'mensagem 118', 'READ', false],
      [fresh!.id, 'nova', 'RECEIVED', false],
    ]);
    expect(idsOf(await page(`since=${sync.cursor}`))).toEqual([]);
  });

  it('starts over from the newest page for a position ahead of this database', async () => {
    const p = await page('since=999999999999');
    expect(p.reset).toBe(true);
    expect(idsOf(p)).toHaveLength(50);
  });

  it('gives nothing for another account’s message as `before`, and 404 for its chat', async () => {
    const theirs = await t.database.db
      .select({ id: messages.id })
      .from(messages)
      .where(eq(messages.clinicId, b.id))
      .limit(1);
    const p = await page(`limit=50&before=${theirs[0]!.id}`);
    expect(idsOf(p)).toEqual([]);
    expect(p.older).toBeNull();
    // A well-formed id that no message has: nothing, and no error.
    const none = await page('limit=50&before=ffffffff-ffff-ffff-ffff-ffffffffffff');
    expect(idsOf(none)).toEqual([]);

    const other = await callAs(t, a.token, 'GET', '/dashboard/messages/5511977777777?limit=50');
    expect(other.statusCode).toBe(404);
  });

  it.each([
    ['limit=0', 'Quantidade de mensagens inválida.'],
    ['limit=201', 'Quantidade de mensagens inválida.'],
    ['limit=abc', 'Quantidade de mensagens inválida.'],
    ['limit=50&before=x', 'Mensagem de referência inválida.'],
    // 36 characters of a UUID's alphabet but not its shape answered 500 (review 3, finding 7).
    [`limit=50&before=${'-'.repeat(36)}`, 'Mensagem de referência inválida.'],
    [`limit=50&before=${'f'.repeat(36)}`, 'Mensagem de referência inválida.'],
    ['since=-1', 'Ponto de sincronização inválido.'],
    ['since=1.2', 'Ponto de sincronização inválido.'],
    // Shaped like a position, but no snapshot holds it: xmax below xmin, a running id out of
    // [xmin, xmax) or out of order.
    ['since=9-3', 'Ponto de sincronização inválido.'],
    ['since=3-9-2', 'Ponto de sincronização inválido.'],
    ['since=3-9-9', 'Ponto de sincronização inválido.'],
    ['since=3-9-6-5', 'Ponto de sincronização inválido.'],
  ])('refuses %s in pt-BR', async (query, message) => {
    const res = await get(a.token, query);
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe(message);
  });
});
