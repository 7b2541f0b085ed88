import { sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { inScopeChatIds, inScopeChatRows, type ReportScope } from './chat-scope.ts';

type Rows<T> = { rows: T[] };
const n = (v: unknown) => Number(v ?? 0);

/**
 * 'Relatórios' › automation (docs/product.md defines each figure). The routine steps and tasks
 * are the messages marked with `routine_seq` / `task_id` (migration 0041); every query starts
 * from one clinic's rows, clinic_id first in the index it uses.
 */
export const automationFiguresRepo = {
  /**
   * Each routine step (by slot) and the tasks: sent in [from, to), answered (a patient message
   * in the chat after the send, within 48 h and before the chat's next automatic send, so an
   * answer is credited to the last send only) and opted out (the chat's stop word in that same
   * window). The sends with their window and answer are report_automatic_sends (kept by
   * report-catch-up.ts); the stop word is read now from the chat (a hash join of the clinic's
   * chats). Plan: `report_automatic_sends_clinic_sent_idx` (clinic_id, sent_at).
   */
  async sends(tx: Tx, scope: ReportScope, from: Date, to: Date) {
    const c = scope.clinicId;
    const result = (await tx.execute(sql`
      select s.routine_seq, count(*)::int as sent,
        count(*) filter (where s.answered)::int as answered,
        count(*) filter (where ch.routine_opted_out_at > s.sent_at
          and ch.routine_opted_out_at <= s.until)::int as opted_out
      from report_automatic_sends s
      left join chats ch on ch.clinic_id = ${c} and ch.chat_id = s.chat_id
      where s.clinic_id = ${c}
        and s.sent_at >= ${from.toISOString()}::timestamptz
        and s.sent_at < ${to.toISOString()}::timestamptz ${inScopeChatIds(scope, sql`s.chat_id`)}
      group by s.routine_seq
      order by s.routine_seq nulls last
    `)) as unknown as Rows<{
      routine_seq: number | null;
      sent: number;
      answered: number;
      opted_out: number;
    }>;
    return result.rows.map((r) => ({
      sequenceNumber: r.routine_seq === null ? null : n(r.routine_seq),
      sent: n(r.sent),
      answered: n(r.answered),
      optedOut: n(r.opted_out),
    }));
  },

  /**
   * Chats moved out of Repescagem ('followup') to another column in [from, to), each chat once
   * per destination. Plan: `chat_column_moves_clinic_time_idx` (clinic_id, moved_at).
   */
  async recovered(tx: Tx, scope: ReportScope, from: Date, to: Date) {
    const mine = inScopeChatRows(scope, sql`cm.chat_row_id`);
    // The empty grouping set is the total: a chat that left Repescagem twice, to two columns,
    // counts once there.
    const result = (await tx.execute(sql`
      select cm.to_column as column, count(distinct cm.chat_row_id)::int as chats
      from chat_column_moves cm
      where cm.clinic_id = ${scope.clinicId} and cm.from_column = 'followup'
        and cm.to_column <> 'followup'
        and cm.moved_at >= ${from.toISOString()}::timestamptz
        and cm.moved_at < ${to.toISOString()}::timestamptz ${mine}
      group by grouping sets ((cm.to_column), ())
    `)) as unknown as Rows<{ column: string | null; chats: number }>;
    const total = result.rows.find((r) => r.column === null);
    return {
      chats: n(total?.chats),
      byColumn: result.rows
        .filter((r): r is { column: string; chats: number } => r.column !== null)
        .map((r) => ({ column: r.column, chats: n(r.chats) }))
        .sort((a, b) => b.chats - a.chats || a.column.localeCompare(b.column)),
    };
  },
};
