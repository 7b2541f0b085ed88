import { and, eq, inArray, notExists, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accessLog, chats } from '../../db/schema.ts';
import type { Tombstone } from './tombstone.ts';

/**
 * The erased patients of a clinic, as a suppression list: a chat erased by 'Apagar dados do
 * paciente' and not started again is not brought back by the provider's chat list on a re-link,
 * nor by history the provider delivers afterwards. Only a new message from the patient starts it
 * again (the webhook then creates the chat, and from that moment it is a chat like any other).
 * The erasure's access-log entry is the record: its tombstone is a keyed hash of the number, so
 * the list names nobody.
 */
export function createErasedChats(deps: { db: Db; tombstone: Tombstone }) {
  const { db, tombstone } = deps;
  const erasedAndAbsent = (clinicId: string, tombstones: string[]) =>
    and(
      eq(accessLog.clinicId, clinicId),
      eq(accessLog.kind, 'erasure'),
      inArray(accessLog.chatId, tombstones),
    );

  return {
    /** Of these chat ids, the ones erased in the clinic that have no chat now. */
    async among(clinicId: string, chatIds: readonly string[]): Promise<Set<string>> {
      if (chatIds.length === 0) return new Set();
      const byTombstone = new Map(chatIds.map((id) => [tombstone(clinicId, id), id]));
      const rows = await db
        .selectDistinct({ chatId: accessLog.chatId })
        .from(accessLog)
        .where(erasedAndAbsent(clinicId, [...byTombstone.keys()]));
      const erased = rows.flatMap((r) => (r.chatId ? [byTombstone.get(r.chatId)!] : []));
      if (erased.length === 0) return new Set();
      const present = await db
        .select({ chatId: chats.chatId })
        .from(chats)
        .where(and(eq(chats.clinicId, clinicId), inArray(chats.chatId, erased)));
      const started = new Set(present.map((p) => p.chatId));
      return new Set(erased.filter((id) => !started.has(id)));
    },

    /** When the chat was last erased, if it was and has not started again; else null. */
    async erasedAt(clinicId: string, chatId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${accessLog.createdAt})` })
        .from(accessLog)
        .where(
          and(
            erasedAndAbsent(clinicId, [tombstone(clinicId, chatId)]),
            notExists(
              db
                .select({ one: sql`1` })
                .from(chats)
                .where(and(eq(chats.clinicId, clinicId), eq(chats.chatId, chatId))),
            ),
          ),
        );
      return row?.at ? new Date(row.at) : null;
    },
  };
}
export type ErasedChats = ReturnType<typeof createErasedChats>;
