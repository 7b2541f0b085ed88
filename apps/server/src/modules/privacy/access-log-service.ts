import {
  type AccessKind,
  type AccessLogFilter,
  CSV_BOM,
  csvField,
  EOL,
  type ExportRecordRequest,
  isErasedPatient,
  MSG,
  pageCursorOf,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

import { accessLogRepo, type AccessFilter, type AccessRow } from './access-log-repo.ts';
import { createRecentReadings } from './recent-readings.ts';

const PAGE = 50;
/** How long a recorded reading covers what follows it (polls, paging back, a player's parts). */
const READING_MS = 10 * 60_000;
/** The most rows one CSV of the access log holds. */
const CSV_MAX = 10_000;

interface Member {
  clinicId: string;
  userId: string;
}

const view = (r: AccessRow) => ({
  id: r.id,
  at: r.createdAt.toISOString(),
  kind: r.kind,
  memberName: r.userName,
  chatId: r.chatId,
  chatName: r.chatName,
  detail: r.detail,
  ip: r.ip,
});

const filterOf = (q: AccessLogFilter): AccessFilter => ({
  patient: q.patient || undefined,
  member: q.member,
  before: q.before,
});

/** Where the next page starts: the time and the id, as entries of one millisecond share a time. */
const cursorOf = (r: AccessRow) => pageCursorOf(r.createdAt, r.id);

/**
 * Who read which patient's data (issue 21): an opened chat window, a media file, an export. One
 * insert per reading, on the request that reads (never a round trip of its own, never per poll).
 */
export function createAccessLogService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;
  const recent = createRecentReadings(READING_MS);

  async function record(
    who: Member | { clinicId: string; userId: null },
    kind: AccessKind,
    what: { chatId?: string | null; detail?: string | null; ip: string | null },
  ) {
    const entry = {
      clinicId: who.clinicId,
      kind,
      chatId: what.chatId ?? null,
      detail: what.detail ?? null,
      ip: what.ip,
      at: clock(),
    };
    if (who.userId) await accessLogRepo.recordNamed(db, { ...entry, userId: who.userId });
    else await accessLogRepo.record(db, { ...entry, userId: null, userName: null, chatName: null });
  }

  /** Records a reading unless one of the same `key` covers it (`always`: an opening). */
  async function recordReading(key: string, always: boolean, write: () => Promise<void>) {
    const now = clock().getTime();
    if (!always && recent.touch(key, now)) return;
    await write();
    recent.mark(key, now);
  }

  return {
    record,

    /**
     * A read of a chat's messages: an opening is always recorded; a poll or a page back only when
     * this member has no reading of the chat recorded lately (so `since=0` by hand is recorded).
     */
    chatRead: (who: Member, chatId: string, ip: string, opening: boolean) =>
      recordReading(`chat:${who.clinicId}:${who.userId}:${chatId}`, opening, () =>
        record(who, 'chat-opened', { chatId, ip }),
      ),

    /** A media file served: once per reading, whatever part of the file a request asks for. */
    mediaRead: (who: Member, file: { id: string; chatId: string; detail: string }, ip: string) =>
      recordReading(`media:${who.clinicId}:${who.userId}:${file.id}`, false, () =>
        record(who, 'media', { chatId: file.chatId, detail: file.detail, ip }),
      ),

    /** A CSV the browser made from what it already had: the board or a day's appointments. */
    async exported(who: Member, input: ExportRecordRequest, ip: string) {
      const what = MSG.privacy.exportKinds[input.kind] ?? input.kind;
      await record(who, 'csv-export', { detail: MSG.privacy.exportDetail(what, input.rows), ip });
      return { success: true as const };
    },

    async list(who: Member, query: AccessLogFilter) {
      const rows = await accessLogRepo.list(db, who.clinicId, filterOf(query), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        success: true as const,
        entries: page.map(view),
        next: rows.length > PAGE ? cursorOf(page.at(-1)!) : null,
      };
    },

    /** The filtered log as CSV (UTF-8 with BOM, for spreadsheets), itself recorded. */
    async csv(who: Member, query: AccessLogFilter, ip: string) {
      const rows = await accessLogRepo.list(
        db,
        who.clinicId,
        { ...filterOf(query), before: undefined },
        CSV_MAX,
      );
      const M = MSG.privacy;
      const lines = [
        M.csvHeader.join(','),
        ...rows.map((r) =>
          [
            r.createdAt.toISOString(),
            r.userName ?? M.system,
            M.kinds[r.kind] ?? r.kind,
            isErasedPatient(r.chatId) ? M.erasedPatient : (r.chatName ?? ''),
            r.chatId ?? '',
            r.detail ?? '',
            r.ip ?? '',
          ]
            .map(csvField)
            .join(','),
        ),
      ];
      await record(who, 'csv-export', {
        detail: M.exportDetail(M.exportKinds['access-log']!, rows.length),
        ip,
      });
      return `${CSV_BOM}${lines.join(EOL)}${EOL}`;
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLogService>;
