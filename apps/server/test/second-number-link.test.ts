import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { chats, webInstances } from '../src/db/schema.ts';
import { signInAdmin } from './helpers/admin-user.ts';
import { openConnectedClinic, type ConnectedClinic } from './helpers/connected-clinic.ts';
import { bearer } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Issue 48: a clinic's second Z-API number, linked in Z-API's own panel (the app shows a QR code
 * for the main number only) and given to the clinic by the admin. On save the app asks Z-API
 * whether it is linked; it is, so its webhooks point here and its chat list is copied into the
 * number's own chats (keys with ':n2'), beside the main number's, which stay as they were.
 */
const SECOND = { id: 'ZAPI-SECOND-LINK', token: 'TOKZAPISECONDLINK' };
const CHATS_PER_NUMBER = 3;

let c: ConnectedClinic;

beforeAll(async () => {
  c = await openConnectedClinic({ instanceId: 'ZAPI-MAIN-LINK', chatCount: CHATS_PER_NUMBER });
}, 120_000);
afterAll(() => c?.close());

const rowsOf = (instanceId: string | null) =>
  c.t.database.db
    .select({ chatId: chats.chatId, phone: chats.phone, instanceId: chats.instanceId })
    .from(chats)
    .where(
      and(
        eq(chats.clinicId, c.clinic.id),
        instanceId === null ? undefined : eq(chats.instanceId, instanceId),
      ),
    )
    .orderBy(chats.chatId);

describe("a clinic's second Z-API number", () => {
  it('is checked when the admin saves it, then its chats are copied into its own', async () => {
    const before = await rowsOf(null);
    expect(before).toHaveLength(CHATS_PER_NUMBER);
    // The main number's copy names its number on each chat: on a board of several numbers each
    // card's chip and the number filter read it.
    const [mainRow] = await c.t.database.db
      .select({ id: webInstances.id })
      .from(webInstances)
      .where(eq(webInstances.clinicId, c.clinic.id));
    expect(before.map((r) => r.instanceId)).toEqual(before.map(() => mainRow!.id));

    // Linked in Z-API's panel before the admin saves it here.
    expect((await c.sim.control('/instances', SECOND)).status).toBe(201);
    expect((await c.sim.control(`/instances/${SECOND.id}/scan`, {})).status).toBe(200);

    // The admin creates it (for themselves, as the admin screen does), then gives it to the
    // clinic: it becomes the clinic's second number.
    const admin = await signInAdmin(c.t);
    const call = (method: 'POST' | 'PUT', url: string, payload: object) =>
      c.t.app.inject({ method, url, headers: bearer(admin.token), payload });
    const created = await call('POST', '/api/dev/webinstances', {
      userId: admin.id,
      status: 'ACTIVE',
      seuToken: SECOND.token,
      suaInstancia: SECOND.id,
      connectedPhone: '+55 11 93333-4800',
      expiraEm: null,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rowId = (created.json() as { instance: { id: string } }).instance.id;
    const moved = await call('PUT', `/api/dev/webinstances/${rowId}`, {
      userId: c.clinic.id,
      label: 'Financeiro',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json()).toMatchObject({ instance: { mainNumber: false } });

    const copied = await waitFor(
      () => rowsOf(rowId),
      (rows) => rows.length === CHATS_PER_NUMBER,
    );
    for (const row of copied) {
      expect(row.chatId).toBe(`${row.phone}:n2`);
      expect(row.instanceId).toBe(rowId);
    }
    // The main number's chats are the same, and none of them moved to the second number (its
    // history, still arriving, may name the main number's row on them: that is theirs).
    const main = (await rowsOf(null)).filter((r) => r.instanceId !== rowId);
    const keys = (rows: Array<{ chatId: string; phone: string | null }>) =>
      rows.map((r) => [r.chatId, r.phone]);
    expect(keys(main)).toEqual(keys(before));

    // Its webhooks point here now: a patient writing to it lands in the second number's chat.
    const phone = copied[0]!.phone;
    const inbound = await c.sim.control(`/instances/${SECOND.id}/inbound`, {
      phone,
      message: 'Oi, é sobre o boleto',
    });
    expect(inbound.status, JSON.stringify(inbound.body)).toBe(201);
    await waitFor(
      async () => {
        const res = await c.t.app.inject({
          url: `/dashboard/messages/${encodeURIComponent(`${phone}:n2`)}`,
          headers: bearer(c.clinic.token),
        });
        return (res.json() as { messages?: Array<{ content: string | null }> }).messages ?? [];
      },
      (messages) => messages.some((m) => m.content === 'Oi, é sobre o boleto'),
    );
  });
});
