import { formatPhone, MSG } from '@conecta/contract';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';

import type { Db, Tx } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { foldBrazilMobile, WITHOUT_NINE_SQL } from '../../providers/index.ts';
import { mergeChatInto, rekeyChat } from './merge-chats.ts';

/** Chats looked at per pass: a clinic's twins are few; the next pass takes the rest. */
const PASS = 200;

/**
 * The chats keyed by a Brazilian mobile without its ninth digit, from before the webhook folded
 * it (issue 48): each is merged into its twin with the nine when there is one (and the chat gets
 * a note saying so), or renamed to the key with the nine. Each chat in its own transaction, under
 * row locks, so a message arriving meanwhile waits and lands in the surviving chat. Once a pass
 * finds none it stops asking (every new chat is folded on the way in).
 */
export function createTwinMergeRunner(deps: {
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  /** Writes the system's note in the surviving chat (the notes module's). */
  note: (
    tx: Tx,
    n: { clinicId: string; chatRowId: string; chatId: string; text: string },
    at: Date,
  ) => Promise<unknown>;
}) {
  const { db } = deps;
  let done = false;

  async function one(row: { id: string; clinicId: string; chatId: string }): Promise<boolean> {
    const folded = foldBrazilMobile(row.chatId);
    if (folded === row.chatId) return false;
    return db.transaction(async (tx) => {
      const locked = await tx
        .select({ id: chats.id, chatId: chats.chatId })
        .from(chats)
        .where(
          and(eq(chats.clinicId, row.clinicId), sql`${chats.chatId} in (${row.chatId}, ${folded})`),
        )
        .orderBy(chats.chatId)
        .for('update');
      const from = locked.find((c) => c.chatId === row.chatId);
      if (!from) return false;
      const into = locked.find((c) => c.chatId === folded);
      if (!into) {
        await rekeyChat(tx, row.clinicId, from, folded);
        return true;
      }
      await mergeChatInto(tx, row.clinicId, from, into);
      await deps.note(
        tx,
        {
          clinicId: row.clinicId,
          chatRowId: into.id,
          chatId: into.chatId,
          text: MSG.identity.twinsMerged(formatPhone(row.chatId), formatPhone(folded)),
        },
        deps.clock(),
      );
      return true;
    });
  }

  return {
    /** One pass; answers how many chats were merged or renamed. */
    async runOnce(): Promise<number> {
      if (done) return 0;
      const rows = await db
        .select({ id: chats.id, clinicId: chats.clinicId, chatId: chats.chatId })
        .from(chats)
        .where(
          and(
            sql`${chats.chatId} ~ ${WITHOUT_NINE_SQL}`,
            eq(chats.isGroup, false),
            eq(chats.isNewsletter, false),
          ),
        )
        .limit(PASS);
      let changed = 0;
      for (const row of rows) if (await one(row)) changed += 1;
      if (rows.length === 0) done = true;
      if (changed > 0) deps.log.info({ conversas: changed }, 'conversas do nono dígito unidas');
      return changed;
    },
  };
}
export type TwinMergeRunner = ReturnType<typeof createTwinMergeRunner>;
