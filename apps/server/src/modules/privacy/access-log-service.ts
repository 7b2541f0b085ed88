import {
  type AccessKind,
  type AccessLogFilter,
  csvDateTime,
  daysToInstants,
  type ExportRecordRequest,
  isErasedPatient,
  MSG,
  pageCursorOf,
  phoneCell,
  toCsv,
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
  /** A reading through the public API: the key, named in the entry's detail. */
  apiKey?: { id: string; name: string } | undefined;
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

/** `timeZone`: the member's, in which the period's days are read (null: no period asked). */
const filterOf = (q: AccessLogFilter, timeZone: string | null): AccessFilter => ({
  patient: q.patient || undefined,
  member: q.member,
  ...(timeZone ? daysToInstants(q, timeZone) : {}),
  before: q.before,
});

/** Where the next page starts: the time and the id, as entries of one millisecond share a time. */
const cursorOf = (r: AccessRow) => pageCursorOf(r.createdAt, r.id);

/**
 * Who read which patient's data: an opened chat window, a media file, an export. One
 * insert per reading, on the request that reads (never a round trip of its own, never per poll).
 */
export function createAccessLogService(deps: {
  db: Db;
  clock: Clock;
  /** The member's zone: a period's days and the CSV's times are read in it. */
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, clock, timeZoneOf } = deps;
  const recent = createRecentReadings(READING_MS);

  async function record(
    who: Member | { clinicId: string; userId: null },
    kind: AccessKind,
    what: { chatId?: string | null; detail?: string | null; ip: string | null },
  ) {
    const viaKey = 'apiKey' in who && who.apiKey ? MSG.apiKeys.viaKey(who.apiKey.name) : null;
    const entry = {
      clinicId: who.clinicId,
      kind,
      chatId: what.chatId ?? null,
      detail: viaKey && what.detail ? `${what.detail} (${viaKey})` : (what.detail ?? viaKey),
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
      recordReading(`chat:${who.clinicId}:${who.apiKey?.id ?? who.userId}:${chatId}`, opening, () =>
        record(who, 'chat-opened', { chatId, ip }),
      ),

    /**
     * A read of a chat's internal notes: the window asks for them once the chat's opening was
     * recorded, and that reading covers them (one line in 'Privacidade' per opening, as before
     * notes). Read on their own (another tab, the API), they are recorded as an opening of the
     * chat, 'Notas internas', unless this member's reading of the chat was recorded lately.
     */
    notesRead: (who: Member, chatId: string, ip: string) =>
      recordReading(`chat:${who.clinicId}:${who.userId}:${chatId}`, false, () =>
        record(who, 'chat-opened', { chatId, detail: MSG.notes.accessDetail, ip }),
      ),

    /**
     * A media file served: once per reading, whatever part of the file a request asks for. Only a
     * file actually sent is a reading: a HEAD, which asks whether it is there and gets
     * no byte of it, is not; nor is reading the list of a chat that holds a voice note.
     */
    mediaRead: (
      who: Member,
      file: { id: string; chatId: string; detail: string },
      request: { ip: string; method: string },
    ) =>
      request.method === 'HEAD'
        ? Promise.resolve()
        : recordReading(`media:${who.clinicId}:${who.userId}:${file.id}`, false, () =>
            record(who, 'media', { chatId: file.chatId, detail: file.detail, ip: request.ip }),
          ),

    /** A CSV the browser made from what it already had: the board or a day's appointments. */
    async exported(who: Member, input: ExportRecordRequest, ip: string) {
      const what = MSG.privacy.exportKinds[input.kind] ?? input.kind;
      await record(who, 'csv-export', { detail: MSG.privacy.exportDetail(what, input.rows), ip });
      return { success: true as const };
    },

    async list(who: Member, query: AccessLogFilter) {
      // Only a period needs the member's zone: a page of the whole log reads no more than before.
      const zone = query.from || query.to ? await timeZoneOf(who.userId) : null;
      const rows = await accessLogRepo.list(db, who.clinicId, filterOf(query, zone), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        success: true as const,
        entries: page.map(view),
        next: rows.length > PAGE ? cursorOf(page.at(-1)!) : null,
      };
    },

    /**
     * The filtered log (patient, member, period) as CSV for a pt-BR spreadsheet, times as
     * dd/MM/aaaa HH:mm in the member's zone; the export is itself recorded.
     */
    async csv(who: Member, query: AccessLogFilter, ip: string) {
      const zone = await timeZoneOf(who.userId);
      const rows = await accessLogRepo.list(
        db,
        who.clinicId,
        { ...filterOf(query, zone), before: undefined },
        CSV_MAX,
      );
      const M = MSG.privacy;
      const csv = toCsv(
        M.csvHeader,
        rows.map((r) => [
          csvDateTime(r.createdAt, zone),
          r.userName ?? M.system,
          M.kinds[r.kind] ?? r.kind,
          isErasedPatient(r.chatId) ? M.erasedPatient : (r.chatName ?? ''),
          // A username user's reading names them by '@username' or name, never their BSUID.
          r.chatId ? phoneCell(r.chatId, { name: r.chatName }) : '',
          r.detail ?? '',
          r.ip ?? '',
        ]),
      );
      await record(who, 'csv-export', {
        detail: M.exportDetail(M.exportKinds['access-log']!, rows.length),
        ip,
      });
      return csv;
    },
  };
}
export type AccessLogService = ReturnType<typeof createAccessLogService>;
