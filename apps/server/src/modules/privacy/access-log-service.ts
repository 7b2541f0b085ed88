import {
  type AccessKind,
  type AccessLogQuery,
  CSV_BOM,
  csvField,
  EOL,
  type ExportRecordRequest,
  MSG,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';

import { accessLogRepo, type AccessFilter, type AccessRow } from './access-log-repo.ts';

const PAGE = 50;
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

const filterOf = (q: AccessLogQuery): AccessFilter => ({
  patient: q.patient || undefined,
  member: q.member,
  before: q.before ? new Date(q.before) : undefined,
});

/**
 * Who read which patient's data (issue 21): an opened chat window, a media file, an export. One
 * insert per reading, on the request that reads (never a round trip of its own, never per poll).
 */
export function createAccessLogService(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

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

  return {
    record,

    chatOpened: (who: Member, chatId: string, ip: string) =>
      record(who, 'chat-opened', { chatId, ip }),

    /** A CSV the browser made from what it already had: the board or a day's appointments. */
    async exported(who: Member, input: ExportRecordRequest, ip: string) {
      const what = MSG.privacy.exportKinds[input.kind] ?? input.kind;
      await record(who, 'csv-export', { detail: MSG.privacy.exportDetail(what, input.rows), ip });
      return { success: true as const };
    },

    async list(who: Member, query: AccessLogQuery) {
      const rows = await accessLogRepo.list(db, who.clinicId, filterOf(query), PAGE + 1);
      const page = rows.slice(0, PAGE);
      return {
        success: true as const,
        entries: page.map(view),
        next: rows.length > PAGE ? page.at(-1)!.createdAt.toISOString() : null,
      };
    },

    /** The filtered log as CSV (UTF-8 with BOM, for spreadsheets), itself recorded. */
    async csv(who: Member, query: AccessLogQuery, ip: string) {
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
            r.chatName ?? '',
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
