import {
  BOARD_CURSOR_HEADER,
  type BoardListResponse,
  type BoardPageInput,
  chatEndpoints,
  tagEndpoints,
} from '@conecta/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats } from '../src/db/schema.ts';
import { callApi, callLoose } from './helpers/call-api.ts';
import { seedInstance } from './helpers/seed-instance.ts';
import { callAs, createTestApp, signUp, type TestApp } from './helpers/test-app.ts';

/**
 * The board in pages (issue 51): the first page of every column in one answer, a cursor per
 * column that neither skips nor repeats a chat when many share a time, each column's count under
 * the view, and a card moved from outside the loaded pages found by the sync and the next page.
 */
let t: TestApp;
let a: Awaited<ReturnType<typeof signUp>>;
// Yesterday at a whole second plus 123 ms (never a calendar date: the suite runs on any day).
const SAME = new Date(Math.floor(Date.now() / 1000) * 1000 - 86_400_000 + 123);

/** Nine chats in Inicial: six share one time, one has no message, two are newer. */
const inbox = Array.from({ length: 9 }, (_, i) => ({
  chatId: `55119000001${String(i).padStart(2, '0')}`,
  name: i === 2 ? 'Conceição Prado' : `Paciente ${i}`,
  time: i < 6 ? SAME : i === 6 ? null : new Date(SAME.getTime() + (i - 6) * 60_000),
  unread: i % 3 === 0 ? 2 : 0,
  isGroup: i === 4,
}));

beforeAll(async () => {
  t = await createTestApp();
  a = await signUp(t);
  await seedInstance(t, a.id);
  await t.database.db.insert(chats).values([
    ...inbox.map((c) => ({
      clinicId: a.id,
      chatId: c.chatId,
      phone: c.chatId,
      name: c.name,
      column: 'inbox',
      lastMessageTime: c.time,
      unread: c.unread,
      isGroup: c.isGroup,
    })),
    { clinicId: a.id, chatId: '5511900000201', phone: '5511900000201', column: 'vip' },
  ]);
  // Microseconds the JavaScript Date cannot hold: the cursor must keep them.
  await t.database.db
    .update(chats)
    .set({ lastMessageTime: sql`${chats.lastMessageTime} + interval '7 microseconds'` })
    .where(eq(chats.chatId, inbox[8]!.chatId));
});
afterAll(() => t.close());

async function page(query: BoardPageInput) {
  const res = await callApi(t, a.token, chatEndpoints.list, { query });
  expect(res.statusCode).toBe(200);
  return { body: res.data() as BoardListResponse, cursor: res.headers[BOARD_CURSOR_HEADER] };
}

/** Every inbox chat id, page after page of `limit`. */
async function walkInbox(limit: number, extra: BoardPageInput = {}) {
  const seen: string[] = [];
  let { body } = await page({ limit, ...extra });
  seen.push(...body.chats.filter((c) => c.column === 'inbox').map((c) => c.chatId));
  let next = body.columns?.inbox?.next ?? null;
  while (next) {
    ({ body } = await page({ limit, column: 'inbox', after: next, ...extra }));
    expect(Object.keys(body.columns ?? {})).toEqual(['inbox']);
    seen.push(...body.chats.map((c) => c.chatId));
    next = body.columns?.inbox?.next ?? null;
  }
  return seen;
}

const byId = (ids: string[]) => [...ids].sort();

describe('GET /dashboard/zapi/chats?limit=', () => {
  it('answers the first page of every column, their counts and the clinic totals', async () => {
    const { body, cursor } = await page({ limit: 3 });
    expect(cursor).toMatch(/^\d+\./);
    expect(body.columns?.inbox).toMatchObject({ total: 9 });
    expect(body.columns?.inbox?.next).not.toBeNull();
    expect(body.columns?.vip).toEqual({ total: 1, next: null });
    expect(body.columns?.task).toEqual({ total: 0, next: null });
    expect(body.totalChats).toBe(10);
    expect(body.unreadCount).toBe(6);
    // Newest first: the two newer ones, then one of the six of one time.
    const first = body.chats.filter((c) => c.column === 'inbox');
    expect(first.slice(0, 2).map((c) => c.chatId)).toEqual([inbox[8]!.chatId, inbox[7]!.chatId]);
    expect(first[2]!.lastMessageTime).toBe(SAME.toISOString());
    // Equal times go by id, so the page after them knows where it stands.
    const whole = (await page({ limit: 50 })).body.chats.filter(
      (c) => c.lastMessageTime === SAME.toISOString(),
    );
    expect(whole.map((c) => c.id)).toEqual(whole.map((c) => c.id).sort());
    expect(whole[0]!.id).toBe(first[2]!.id);
  });

  it('walks a column page by page with no chat skipped or repeated, whatever the page size', async () => {
    const all = inbox.map((c) => c.chatId);
    for (const limit of [1, 2, 4, 50]) {
      const seen = await walkInbox(limit);
      expect(seen).toHaveLength(all.length);
      expect(byId(seen)).toEqual(byId(all));
      // The chat with no message is the last one.
      expect(seen.at(-1)).toBe(inbox[6]!.chatId);
    }
    // Oldest first: the chat without a message first, the newest last.
    const oldest = await walkInbox(2, { oldest: 'inbox' });
    expect(oldest[0]).toBe(inbox[6]!.chatId);
    expect(oldest.at(-1)).toBe(inbox[8]!.chatId);
    expect(byId(oldest)).toEqual(byId(all));
  });

  it('filters and counts on the server: unread, groups hidden, search, tag', async () => {
    const unread = await page({ limit: 50, unread: 'true' });
    expect(unread.body.columns?.inbox?.total).toBe(3);
    expect(unread.body.chats.every((c) => c.unread > 0)).toBe(true);

    const noGroups = await page({ limit: 50, hideGroups: 'inbox' });
    expect(noGroups.body.columns?.inbox?.total).toBe(8);
    expect(noGroups.body.chats.some((c) => c.isGroup)).toBe(false);

    // Folded like the web's search: 'conceicao' finds 'Conceição'; digits find the phone.
    const named = await page({ limit: 50, q: 'conceicao' });
    expect(named.body.chats.map((c) => c.name)).toEqual(['Conceição Prado']);
    const digits = await page({ limit: 50, q: '(11) 900000201' });
    expect(digits.body.chats.map((c) => c.column)).toEqual(['vip']);

    const tag = (
      await callApi(t, a.token, tagEndpoints.create, { body: { name: 'Retorno' } })
    ).data().tag;
    await callAs(t, a.token, 'PUT', `/dashboard/zapi/chats/${inbox[3]!.chatId}/tags`, {
      tagIds: [tag.id],
    });
    const tagged = await page({ limit: 50, tagId: tag.id });
    expect(tagged.body.chats.map((c) => c.chatId)).toEqual([inbox[3]!.chatId]);
    expect(tagged.body.columns?.inbox?.total).toBe(1);

    const counts = await callApi(t, a.token, chatEndpoints.counts, {
      query: { unread: 'true', hideGroups: 'inbox' },
    });
    expect(counts.data().counts).toMatchObject({ inbox: 3, vip: 0 });
  });

  it('finds a card moved from outside the loaded pages: in the changes, and in its next page', async () => {
    // Súper VIP's first page holds its one chat; Inicial's first page only its three newest.
    const first = await page({ limit: 1 });
    const vipNext = first.body.columns?.vip?.next;
    expect(vipNext).toBeNull();
    const since = String(first.cursor);
    // A chat deep in Inicial (one of the six of one time, not loaded) moves to Súper VIP.
    const moved = inbox[5]!.chatId;
    expect(
      (await callAs(t, a.token, 'PUT', `/dashboard/zapi/chats/${moved}/column`, { column: 'vip' }))
        .statusCode,
    ).toBe(200);
    const changes = (await callApi(t, a.token, chatEndpoints.changes, { query: { since } })).data();
    expect(changes.chats.map((c) => [c.chatId, c.column])).toEqual([[moved, 'vip']]);
    // Its column counts it and pages it where it sorts: before the VIP chat with no message.
    const vip = await page({ limit: 1 });
    expect(vip.body.columns?.vip?.total).toBe(2);
    expect(vip.body.chats.filter((c) => c.column === 'vip').map((c) => c.chatId)).toEqual([moved]);
    const rest = await page({ limit: 1, column: 'vip', after: vip.body.columns!.vip!.next! });
    expect(rest.body.chats.map((c) => c.chatId)).toEqual(['5511900000201']);
    expect(rest.body.columns?.vip?.next).toBeNull();
    // And Inicial's walk no longer has it.
    expect(await walkInbox(2)).not.toContain(moved);
  });

  it('refuses a bad page size, a cursor without its column, or a forged cursor, with 400', async () => {
    const bad: Array<Record<string, string>> = [
      { limit: '0' },
      { limit: '501' },
      { limit: '5', after: `2026-11-20T10:00:00.123Z~${a.id}` },
      { limit: '5', column: 'inbox', after: 'ontem~1' },
      { limit: '5', column: 'nowhere' },
      { limit: '5', oldest: 'inbox,nowhere' },
      { limit: '5', tagId: 'x' },
    ];
    for (const query of bad) {
      const res = await callLoose(t, a.token, chatEndpoints.list, { query });
      expect(res.statusCode, JSON.stringify(query)).toBe(400);
      expect(res.json()).toMatchObject({ success: false });
    }
  });
});
