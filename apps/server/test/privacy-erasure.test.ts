import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import path from 'node:path';

import {
  appointmentEndpoints,
  chatEndpoints,
  messageEndpoints,
  privacyEndpoints,
  tagEndpoints,
  taskEndpoints,
  utcToLocal,
} from '@conecta/contract';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import {
  accessLog,
  auditLog,
  appointments,
  chatTags,
  chats,
  liveEvents,
  mediaRemovals,
  messages,
  tasks,
} from '../src/db/schema.ts';
import { type SignedInClinic, signedInClinic } from './helpers/call-api.ts';
import { type ConnectedClinic, openConnectedClinic } from './helpers/connected-clinic.ts';
import { linkWhatsApp } from './helpers/link-whatsapp.ts';
import type { TestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * Erasure: 'Apagar dados do paciente' removes the chat and everything it holds in one
 * transaction, its media files right after; the logs keep a tombstone; another chat and another
 * clinic are untouched; the number writing again starts a fresh chat.
 */

let conn: ConnectedClinic;
let t: TestApp;
let ana: SignedInClinic;
let stranger: SignedInClinic;
let clinicId: string;
const MARTA = '5511987650021';
const JOAO = '5511987650022';

const writes = (phone: string, name: string, message: string) =>
  conn.inbound({ phone, name, message });

const count = async (table: typeof messages | typeof tasks | typeof appointments, phone: string) =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(table)
      .where(and(eq(table.clinicId, clinicId), eq(table.chatId, phone)))
  )[0]!.n;

/** Marta's messages in the other clinic. */
const strangerCount = async () =>
  (
    await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(messages)
      .where(and(eq(messages.clinicId, stranger.id), eq(messages.chatId, MARTA)))
  )[0]!.n;

beforeAll(async () => {
  conn = await openConnectedClinic({ instanceId: 'ERASE1' });
  ({ t, clinic: ana } = conn);
  stranger = await signedInClinic(t);
  clinicId = ana.id;
  // Marta is a patient of another clinic too.
  const strangerInstance = await linkWhatsApp(t, conn.sim, stranger, 'ERASE2');
  await conn.sim.control(`/instances/${strangerInstance}/inbound`, {
    phone: MARTA,
    name: 'Marta Reis',
    message: 'Olá, outra clínica',
  });
  await waitFor(strangerCount, (n) => n > 0);
  await writes(MARTA, 'Marta Reis', 'Bom dia, segue meu exame');
  await writes(JOAO, 'João Lima', 'Oi');
  await waitFor(
    () => ana.call(chatEndpoints.list),
    (r) => (r.json().chats as unknown[]).length >= 2,
  );
});
afterAll(() => conn.close());

describe('erasing a patient', () => {
  it('refuses a wrong confirmation and another clinic, changing nothing', async () => {
    const wrong = await ana.call(privacyEndpoints.erase, {
      params: { chatId: MARTA },
      body: {
        confirmPhone: '5511987650099',
      },
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('O número digitado não é o deste paciente.');
    // João writes to Ana's clinic only: for the other clinic there is no such chat.
    const foreign = await stranger.call(privacyEndpoints.erase, {
      params: { chatId: JOAO },
      body: {
        confirmPhone: JOAO,
      },
    });
    expect(foreign.statusCode).toBe(404);
    expect(await count(messages, JOAO)).toBeGreaterThan(0);
    expect(await count(messages, MARTA)).toBeGreaterThan(0);
  });

  it('removes the chat and all it holds, its files from the disk, and keeps a tombstone', async () => {
    // Marta's chat holds a voice note (kept in our storage), a tag, a task, an appointment,
    // and was opened.
    await conn.inbound({ phone: MARTA, audio: true });
    const listed = await waitFor(
      () => ana.call(messageEndpoints.list, { params: { chatId: MARTA } }),
      (r) =>
        r.statusCode === 200 &&
        (r.json().audios as Array<{ audioUrl: string | null }>).some((a) =>
          a.audioUrl?.startsWith('/dashboard/media/'),
        ),
    );
    expect(listed.statusCode).toBe(200);
    const [stored] = await t.database.db
      .select({ path: messages.mediaPath })
      .from(messages)
      .where(
        and(
          eq(messages.clinicId, clinicId),
          eq(messages.chatId, MARTA),
          sql`media_path is not null`,
        ),
      );
    const file = path.join(t.config.dataDir, 'media', stored!.path!);
    expect(existsSync(file)).toBe(true);
    // The team's audit names her: a move and a message sent.
    const moved = await ana.call(chatEndpoints.move, {
      params: { chatId: MARTA },
      body: {
        column: 'humanized',
      },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    const sent = await ana.call(messageEndpoints.sendText, {
      body: {
        chatId: MARTA,
        phone: MARTA,
        message: 'Recebemos, obrigado',
      },
    });
    expect(sent.statusCode, sent.body).toBe(200);
    const audited = () =>
      t.database.db.select().from(auditLog).where(eq(auditLog.clinicId, clinicId));
    expect((await audited()).filter((a) => a.targetId === 'Marta Reis')).toHaveLength(2);

    const tag = (await ana.call(tagEndpoints.create, { body: { name: 'Exames' } })).json().tag;
    await ana.call(tagEndpoints.setChatTags, {
      params: { chatId: MARTA },
      body: { tagIds: [tag.id] },
    });
    const soon = utcToLocal(
      new Date(t.clock.now().getTime() + 48 * 3_600_000),
      'America/Sao_Paulo',
    );
    expect(
      (
        await ana.call(taskEndpoints.create, {
          body: {
            chatId: MARTA,
            message: 'Seu resultado chegou',
            scheduledDate: soon.slice(0, 19),
          },
        })
      ).statusCode,
    ).toBe(201);
    expect(
      (
        await ana.call(appointmentEndpoints.create, {
          body: {
            chatId: MARTA,
            startsAt: soon.slice(0, 16),
            professional: 'Dra. Ana',
          },
        })
      ).statusCode,
    ).toBe(201);
    await ana.call(messageEndpoints.list, { params: { chatId: JOAO } });
    // A file she sent was opened: the log's detail names the file (review 3, finding 3).
    await t.database.db.insert(accessLog).values({
      clinicId,
      userId: ana.id,
      userName: ana.name,
      kind: 'media',
      chatId: MARTA,
      chatName: 'Marta Reis',
      detail: 'Exame_HIV_Marta_Reis.pdf',
      createdAt: t.clock.now(),
    });
    const res = await ana.call(privacyEndpoints.erase, {
      params: { chatId: MARTA },
      body: {
        confirmPhone: '+55 (11) 98765-0021',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Dados do paciente apagados');

    const board = (await ana.call(chatEndpoints.list)).json().chats as Array<{
      chatId: string;
    }>;
    expect(board.map((c) => c.chatId)).not.toContain(MARTA);
    expect((await ana.call(messageEndpoints.list, { params: { chatId: MARTA } })).statusCode).toBe(
      404,
    );
    expect(await count(messages, MARTA)).toBe(0);
    expect(await count(tasks, MARTA)).toBe(0);
    expect(await count(appointments, MARTA)).toBe(0);
    const db = t.database.db;
    expect(
      await db
        .select()
        .from(chats)
        .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, MARTA))),
    ).toEqual([]);
    expect(await db.select().from(chatTags).where(eq(chatTags.clinicId, clinicId))).toEqual([]);
    expect(
      await db
        .select()
        .from(liveEvents)
        .where(
          and(eq(liveEvents.clinicId, clinicId), sql`${liveEvents.payload}->>'chatId' = ${MARTA}`),
        ),
    ).toEqual([]);
    await waitFor(
      async () => existsSync(file),
      (there) => !there,
    );
    expect(await db.select().from(mediaRemovals)).toEqual([]);
    // The scheduler's next pass compacts the deleted rows out of the tables' files, once
    // (erased-rows-compactor.test.ts proves the files; this, that an erasure asks for it).
    expect(await t.app.services.compactor.runOnce()).toBe(1);
    expect(await t.app.services.compactor.runOnce()).toBe(0);

    // The log keeps who erased, when, and a tombstone: never the number or the name.
    const entries = await db.select().from(accessLog).where(eq(accessLog.clinicId, clinicId));
    expect(entries.some((e) => e.chatId === MARTA || e.chatName === 'Marta Reis')).toBe(false);
    expect(JSON.stringify(entries)).not.toContain('Exame_HIV');
    const erasure = entries.find((e) => e.kind === 'erasure')!;
    expect(erasure).toMatchObject({ userId: ana.id, chatName: null });
    expect(erasure.chatId).toMatch(/^apagado:[0-9a-f]{16}$/);
    expect(entries.filter((e) => e.chatId === erasure.chatId).map((e) => e.kind)).toContain(
      'chat-opened',
    );

    // A keyed hash: trying numbers against a plain hash of the clinic and the number fails.
    const plain = createHash('sha256').update(`${clinicId}:${MARTA}`).digest('hex').slice(0, 16);
    expect(erasure.chatId).not.toBe(`apagado:${plain}`);
    // The team's audit keeps the actions, with the tombstone for her name and number.
    const audit = await audited();
    expect(JSON.stringify(audit)).not.toContain('Marta');
    expect(JSON.stringify(audit)).not.toContain(MARTA);
    expect(
      audit
        .filter((a) => a.targetId === erasure.chatId)
        .map((a) => a.action)
        .sort(),
    ).toEqual(['chat.move', 'message.send']);

    // The same number in another clinic is that clinic's patient, untouched.
    expect(await strangerCount()).toBeGreaterThan(0);

    // João's chat is as it was.
    expect(await count(messages, JOAO)).toBeGreaterThan(0);
    expect(board.map((c) => c.chatId)).toContain(JOAO);
  });

  it('a re-link does not bring her back, nor history or the clinic’s own messages replayed', async () => {
    // The provider still lists her chat: the next sync (a re-link) must not restore it.
    await t.app.services.sync.start(clinicId);
    await t.app.services.sync.idle();
    const board = (await ana.call(chatEndpoints.list)).json().chats as Array<{
      chatId: string;
    }>;
    expect(board.map((c) => c.chatId)).toContain(JOAO);
    expect(board.map((c) => c.chatId)).not.toContain(MARTA);
    // History from before the erasure, and the clinic's phone writing to her: ignored.
    const hook = (body: Record<string, unknown>) =>
      conn.webhook({
        phone: MARTA,
        chatName: 'Marta Reis',
        text: { message: 'Bom dia, segue meu exame' },
        ...body,
      });
    const old = await hook({
      messageId: 'HIST-MARTA',
      fromMe: false,
      momment: t.clock.now().getTime() - 3_600_000,
    });
    expect(old.json()).toMatchObject({ result: 'ignored' });
    const mine = await hook({
      messageId: 'PHONE-MARTA',
      fromMe: true,
      momment: t.clock.now().getTime(),
    });
    expect(mine.json()).toMatchObject({ result: 'ignored' });
    expect(await count(messages, MARTA)).toBe(0);
  });

  it('a message from the number later starts a fresh chat', async () => {
    await writes(MARTA, 'Marta Reis', 'Oi de novo');
    const listed = await waitFor(
      () => ana.call(messageEndpoints.list, { params: { chatId: MARTA } }),
      (r) => r.statusCode === 200,
    );
    expect((listed.json().messages as Array<{ content: string }>).map((m) => m.content)).toEqual([
      'Oi de novo',
    ]);
  });
});
