import { intervalEnd, nextOpening, type OpeningHours } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { readSyncPosition } from '../../db/sync-position.ts';
import type { Clock } from '../../lib/clock.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { reportCatchUpRepo as repo } from './report-catch-up-repo.ts';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

/**
 * The clinic's closed stretches over `span` (instants, ms), each from its first closed minute to
 * the next opening, as the contract's nextOpening says: whether the clinic is open depends only
 * on the minute (hours are 'HH:MM', zone offsets whole minutes), so a run that started at t in a
 * stretch has its clock start at the stretch's end, and at t when in none. Jumps over the closed
 * time to the next opening and over the open time to its interval's end (a few steps a day, about
 * 1,500 a year of span; walking the open minutes one by one cost 0.8 s a year of span), only on a
 * first pass or after the hours changed (a pass's touched runs span minutes).
 *
 * Bounded: the span ends a day after `now` at the latest. Runs start at messages' times, which
 * the provider gives: one stamped in the year 8000 made a walk of hours that held the event loop
 * (issue 47's kind of freeze). A run later than that has no closed stretch to wait through yet.
 */
export function closedStretches(
  hours: OpeningHours,
  span: { first: number; last: number },
  now: number,
) {
  const out: Array<{ from_at: string; opens_at: string }> = [];
  const last = Math.min(span.last, now + DAY_MS);
  let t = Math.floor(span.first / MINUTE_MS) * MINUTE_MS;
  while (t <= last) {
    const opens = nextOpening(hours, new Date(t)).getTime();
    if (opens > t) {
      out.push({ from_at: new Date(t).toISOString(), opens_at: new Date(opens).toISOString() });
      t = opens;
    } else {
      // Open: on to the end of the interval (a whole minute), and always a minute at least.
      const end = intervalEnd(hours, new Date(t))?.getTime() ?? last + MINUTE_MS;
      t = Math.max(t + MINUTE_MS, Math.floor(end / MINUTE_MS) * MINUTE_MS);
    }
  }
  return out;
}

/**
 * Keeps 'Relatórios'' derived tables (migration 0042) current: a pass reads the clinic's
 * messages written since its last one (by the writing transaction, `change_xid`, so a late or
 * history-synced message counts wherever its timestamp falls) and recomputes what they touch:
 * the chats' answered runs from the clinic's last answer before the earliest new message, their
 * automatic sends' windows, their first patient message, and the quarter hours' counts. Every
 * report runs a pass before reading (figures are always current) and the background one keeps
 * that pass small. Passes of one clinic take turns on its `report_positions` row; a pass is
 * idempotent, so a message seen twice is harmless.
 */
export function createReportCatchUp(deps: { db: Db; clock: Clock }) {
  const { db, clock } = deps;

  async function catchUp(clinicId: string): Promise<{ chats: number }> {
    const hours = await clinicSettingsRepo.openingHours(db, clinicId);
    // Waits depend on the hours only when they are on, the heatmap's slots on their zone (the
    // clinic's, on or off): a change of either recomputes every wait and slot.
    const zone = hours?.timeZone ?? null;
    const hoursKey = hours?.enabled ? JSON.stringify(hours) : (zone ?? '');
    return db.transaction(async (tx) => {
      const state = await repo.lock(tx, clinicId);
      // Read before the messages: whatever commits after this is new to the next pass.
      const position = await readSyncPosition(tx);
      const plainWait = !hours?.enabled;
      if (!state.since) await repo.clear(tx, clinicId);
      const chats = await repo.touchedChats(tx, clinicId, state.since);
      if (chats.length > 0) {
        await repo.recomputeRuns(tx, clinicId, chats, plainWait, zone);
        await repo.recomputeFirsts(tx, clinicId, chats);
        await repo.recomputeAutomaticSends(tx, clinicId, chats);
        await repo.recomputeQuarters(
          tx,
          clinicId,
          state.since ? await repo.touchedQuarters(tx, clinicId, state.since) : null,
        );
      }
      const reset = state.since !== null && state.hoursKey !== hoursKey;
      if (reset) await repo.resetWaits(tx, clinicId, plainWait, zone);
      if (!plainWait && hours && (chats.length > 0 || reset)) {
        const only = reset || !state.since ? null : chats.map((c) => c.chatId);
        const span = await repo.unfilledSpan(tx, clinicId, only);
        if (span) {
          const closed = closedStretches(hours, span, clock().getTime());
          await repo.fillWaits(tx, clinicId, only, closed);
        }
      }
      await repo.save(tx, clinicId, position, hoursKey, zone, clock());
      return { chats: chats.length };
    });
  }

  return {
    catchUp,
    /** The background pass (app.ts runs it once a minute): every clinic with messages. */
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      for (const clinicId of await repo.clinics(db)) {
        if (stopping()) break;
        await catchUp(clinicId);
      }
      return 0;
    },
  };
}
export type ReportCatchUp = ReturnType<typeof createReportCatchUp>;
