import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { PGlite } from '@electric-sql/pglite';
import { and, eq, sql } from 'drizzle-orm';
import pino from 'pino';
import { afterAll, expect, it } from 'vitest';

import { type Database, openDatabase } from '../src/db/client.ts';
import { chats, clinics, messages } from '../src/db/schema.ts';
import { createErasedRowsCompactor } from '../src/modules/privacy/erased-rows-compactor.ts';

/**
 * Review 3, finding 3: a deleted row stays in its page until the page is rewritten, so after an
 * erasure the patient's words were still in the embedded database's files. Written to a data
 * folder on disk (the embedded database of `npm start`), erased, compacted and closed: no table
 * file holds the text any more. The WAL still does until its segments are reused, as
 * docs/security.md says, so it is not searched.
 */
const dir = mkdtempSync(path.join(tmpdir(), 'cc-compact-'));
let database: Database | undefined;
afterAll(async () => {
  await database?.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The files under the data folder, outside the WAL, that hold `text`. */
const holding = (text: string) => {
  const found = spawnSync('grep', ['-rl', '--exclude-dir=pg_wal', text, dir], { encoding: 'utf8' });
  return found.stdout.split('\n').filter(Boolean);
};

it('rewrites the tables an erasure touched, so no data file holds the deleted text', async () => {
  database = await openDatabase({ pglite: await PGlite.create(path.join(dir, 'pg')) });
  await database.migrate();
  const { db } = database;
  const [clinic] = await db.insert(clinics).values({ name: 'Clínica' }).returning();
  const phone = '5511987650099';
  const other = '5511987650098';
  for (const chatId of [other, phone])
    await db.insert(chats).values({ clinicId: clinic!.id, chatId, phone: chatId, column: 'inbox' });
  const secret = 'SEGREDO-DO-PACIENTE-ERASE-7Q';
  // Another patient's messages stay on the page; hers is the last row written there, the one a
  // plain VACUUM leaves in the page's free space (measured: it did).
  await db.insert(messages).values(
    Array.from({ length: 30 }, (_, i) => ({
      clinicId: clinic!.id,
      chatId: i === 29 ? phone : other,
      messageId: `M${i}`,
      fromMe: false,
      type: 'text' as const,
      content: i === 29 ? secret : `mensagem comum ${i}`,
      timestamp: new Date(),
    })),
  );
  await db.execute(sql`checkpoint`);
  expect(holding(secret).length).toBeGreaterThan(0);

  await db
    .delete(messages)
    .where(and(eq(messages.clinicId, clinic!.id), eq(messages.chatId, phone)));
  const compactor = createErasedRowsCompactor({ database, log: pino({ level: 'silent' }) });
  // Nothing erased yet: a pass does nothing.
  expect(await compactor.runOnce()).toBe(0);
  compactor.markErased();
  expect(await compactor.runOnce()).toBe(1);
  await database.close();
  database = undefined;
  expect(holding(secret)).toEqual([]);
});
