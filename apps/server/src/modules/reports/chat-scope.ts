import { sql, type SQL } from 'drizzle-orm';

/**
 * Whose figures: the whole clinic, or (an Atendente) only the chats assigned to `memberId`; of
 * all the clinic's numbers, or (the number filter, issue 48) only the chats of `numberId`.
 */
export interface ReportScope {
  clinicId: string;
  /** Set for an Atendente: only chats assigned to this member count. */
  memberId: string | null;
  /** Set by the number filter: only the chats on this one of the clinic's numbers count. */
  numberId: string | null;
}

/** The scope's conditions on the chats row `ch`, each after an `and` (nothing for the clinic's all). */
export function chatConditions(scope: ReportScope): SQL {
  return sql`${scope.memberId ? sql`and ch.assigned_to = ${scope.memberId}` : sql``} ${
    scope.numberId ? sql`and ch.instance_id = ${scope.numberId}` : sql``
  }`;
}

/** True when the figures are of some chats only (an Atendente's, or one number's). */
export const isNarrowed = (scope: ReportScope) =>
  scope.memberId !== null || scope.numberId !== null;

/**
 * `and <column> in (the scope's chats' keys)` for a table keyed by `chat_id`, or nothing when the
 * scope is the whole clinic. The chats are read by `chats_clinic_chat_idx` (clinic_id first), as
 * the Atendente's scope always read them; the figure's own table keeps its clinic-and-time index.
 */
export function inScopeChatIds(scope: ReportScope, column: SQL): SQL {
  if (!isNarrowed(scope)) return sql``;
  return sql`and ${column} in (select ch.chat_id from chats ch
    where ch.clinic_id = ${scope.clinicId} ${chatConditions(scope)})`;
}

/** `inScopeChatIds` for a table that names its chat by the row id (`chat_row_id`). */
export function inScopeChatRows(scope: ReportScope, column: SQL): SQL {
  if (!isNarrowed(scope)) return sql``;
  return sql`and ${column} in (select ch.id from chats ch
    where ch.clinic_id = ${scope.clinicId} ${chatConditions(scope)})`;
}
