import { and, eq, inArray, or, sql } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { accessLog } from '../../db/schema.ts';
import { chatsPresent, findChat } from '../conversations/index.ts';
import { erasedIdentifiersRepo } from './erased-identifiers-repo.ts';
import type { Tombstone } from './tombstone.ts';

/**
 * The erased patients of a clinic, as a suppression list: a chat erased by 'Apagar dados do
 * paciente' and not started again is not brought back by the provider's chat list on a re-link,
 * nor by history the provider delivers afterwards. Only a new message from the patient starts it
 * again (the webhook then creates the chat, and from that moment it is a chat like any other).
 * The erasure's access-log entry is the record: its tombstone is a keyed hash of the number, so
 * the list names nobody. A Cloud API patient's BSUID is a second name for them: its tombstone
 * (`alias_chat_id`) is looked up like the chat's, and so are the tombstones of every other name
 * the chat knew or Meta announced after the erasure (`erased_identifiers`, issue 48).
 */
export function createErasedChats(deps: { db: Db; tombstone: Tombstone }) {
  const { db, tombstone } = deps;
  const erasedAndAbsent = (clinicId: string, tombstones: string[]) =>
    and(
      eq(accessLog.clinicId, clinicId),
      eq(accessLog.kind, 'erasure'),
      or(inArray(accessLog.chatId, tombstones), inArray(accessLog.aliasChatId, tombstones)),
    );

  const erasedChats = {
    /** Of these chat ids, the ones erased in the clinic that have no chat now. */
    async among(clinicId: string, chatIds: readonly string[]): Promise<Set<string>> {
      if (chatIds.length === 0) return new Set();
      const byTombstone = new Map(chatIds.map((id) => [tombstone(clinicId, id), id]));
      const rows = await db
        .selectDistinct({ chatId: accessLog.chatId, alias: accessLog.aliasChatId })
        .from(accessLog)
        .where(erasedAndAbsent(clinicId, [...byTombstone.keys()]));
      const others = await erasedIdentifiersRepo.among(db, clinicId, [...byTombstone.keys()]);
      const erased = [
        ...new Set([
          ...rows.flatMap((r) =>
            [r.chatId, r.alias].flatMap((t) =>
              t && byTombstone.has(t) ? [byTombstone.get(t)!] : [],
            ),
          ),
          ...[...others].map((t) => byTombstone.get(t)!),
        ]),
      ];
      if (erased.length === 0) return new Set();
      const started = await chatsPresent(db, clinicId, erased);
      return new Set(erased.filter((id) => !started.has(id)));
    },

    /** When the chat was last erased, if it was and has not started again; else null. */
    async erasedAt(clinicId: string, chatId: string): Promise<Date | null> {
      if (await findChat(db, clinicId, chatId)) return null;
      const [row] = await db
        .select({ at: sql<Date | string | null>`max(${accessLog.createdAt})` })
        .from(accessLog)
        .where(erasedAndAbsent(clinicId, [tombstone(clinicId, chatId)]));
      const logged = row?.at ? new Date(row.at) : null;
      const other = await erasedIdentifiersRepo.latest(db, clinicId, [tombstone(clinicId, chatId)]);
      return !logged || (other && other > logged) ? other : logged;
    },

    /**
     * Meta named an erased patient's new names (a changed number, a new BSUID): they are
     * tombstoned too, so history naming them does not bring the patient back. Answers whether
     * any of `previous` was erased (and so whether `current` was added).
     */
    async extend(
      clinicId: string,
      previous: readonly string[],
      current: readonly string[],
      at: Date,
    ): Promise<boolean> {
      let erased = false;
      for (const id of previous.slice(0, 8))
        if (await erasedChats.erasedAt(clinicId, id)) {
          erased = true;
          break;
        }
      if (!erased) return false;
      await erasedIdentifiersRepo.add(
        db,
        clinicId,
        current.slice(0, 8).map((id) => tombstone(clinicId, id)),
        at,
      );
      return true;
    },
  };
  return erasedChats;
}
export type ErasedChats = ReturnType<typeof createErasedChats>;
