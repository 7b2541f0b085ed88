import type { AccessKind, PageCursor } from '@conecta/contract';
import { and, desc, eq, gte, ilike, lt, or, sql } from 'drizzle-orm';

import { beforeCursor } from '../../db/before-cursor.ts';
import type { Tx } from '../../db/client.ts';
import { accessLog, chats, users } from '../../db/schema.ts';

export type AccessRow = typeof accessLog.$inferSelect;

export interface AccessEntry {
  clinicId: string;
  userId: string | null;
  userName: string | null;
  kind: AccessKind;
  chatId: string | null;
  /** An erasure's second tombstone (the chat's BSUID's), when the patient had one. */
  aliasChatId?: string | null;
  chatName: string | null;
  detail: string | null;
  ip: string | null;
  at: Date;
}

export interface AccessFilter {
  /** Part of the patient's name or phone. */
  patient?: string | undefined;
  member?: string | undefined;
  /** Entries at or after this instant. */
  from?: Date | undefined;
  /** Entries before this instant. */
  until?: Date | undefined;
  /** Entries older than this time, or of this time with a smaller id. */
  before?: PageCursor | undefined;
}

/** `%`, `_` and `\` typed in a filter are looked for as themselves. */
const likeText = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export const accessLogRepo = {
  async record(tx: Tx, e: AccessEntry): Promise<void> {
    await tx.insert(accessLog).values({
      clinicId: e.clinicId,
      userId: e.userId,
      userName: e.userName,
      kind: e.kind,
      chatId: e.chatId,
      chatName: e.chatName,
      detail: e.detail,
      ip: e.ip,
      createdAt: e.at,
    });
  },

  /**
   * One reading, with the member's and the chat's names copied in the same statement (the
   * chat window's opening pays one round trip for it, not three).
   */
  async recordNamed(
    tx: Tx,
    e: Omit<AccessEntry, 'userName' | 'chatName'> & { userId: string },
  ): Promise<void> {
    await tx.insert(accessLog).values({
      clinicId: e.clinicId,
      userId: e.userId,
      userName: sql`(select ${users.name} from ${users} where ${users.id} = ${e.userId})`,
      kind: e.kind,
      chatId: e.chatId,
      aliasChatId: e.aliasChatId ?? null,
      chatName: e.chatId
        ? // A username user with no profile name is named by '@username' (issue 48).
          sql`(select coalesce(nullif(trim(${chats.name}), ''), '@' || ${chats.username}) from ${chats} where ${chats.clinicId} = ${e.clinicId} and ${chats.chatId} = ${e.chatId})`
        : null,
      detail: e.detail,
      ip: e.ip,
      createdAt: e.at,
    });
  },

  /** A clinic's entries, newest first, `limit` at a time. */
  async list(tx: Tx, clinicId: string, filter: AccessFilter, limit: number): Promise<AccessRow[]> {
    const digits = filter.patient?.replace(/\D/g, '') ?? '';
    return tx
      .select()
      .from(accessLog)
      .where(
        and(
          eq(accessLog.clinicId, clinicId),
          filter.member ? eq(accessLog.userId, filter.member) : undefined,
          filter.from ? gte(accessLog.createdAt, filter.from) : undefined,
          filter.until ? lt(accessLog.createdAt, filter.until) : undefined,
          beforeCursor(accessLog.createdAt, accessLog.id, filter.before),
          filter.patient
            ? or(
                ilike(accessLog.chatName, likeText(filter.patient)),
                digits.length >= 3 ? ilike(accessLog.chatId, likeText(digits)) : undefined,
              )
            : undefined,
        ),
      )
      .orderBy(desc(accessLog.createdAt), desc(accessLog.id))
      .limit(limit);
  },
};
