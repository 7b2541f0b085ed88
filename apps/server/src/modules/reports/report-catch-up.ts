import type { Db } from '../../db/client.ts';
import { readSyncPosition } from '../../db/sync-position.ts';
import type { Clock } from '../../lib/clock.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { answerSeconds } from './answer-stats.ts';
import { reportCatchUpRepo as repo } from './report-catch-up-repo.ts';

/** Runs whose wait is computed in JavaScript (opening hours) per batch. */
const WAIT_BATCH = 5_000;
/** The background pass visits every clinic at most this often. */
const BACKGROUND_EVERY_MS = 60_000;

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
  let nextBackground = 0;

  async function catchUp(clinicId: string): Promise<{ chats: number }> {
    const hours = await clinicSettingsRepo.openingHours(db, clinicId);
    // Waits depend on the hours only when they are on: a change of them recomputes every wait.
    const hoursKey = hours?.enabled ? JSON.stringify(hours) : '';
    return db.transaction(async (tx) => {
      const state = await repo.lock(tx, clinicId);
      // Read before the messages: whatever commits after this is new to the next pass.
      const position = await readSyncPosition(tx);
      const plainWait = hoursKey === '';
      if (!state.since) await repo.clear(tx, clinicId);
      const chats = await repo.touchedChats(tx, clinicId, state.since);
      if (chats.length > 0) {
        await repo.recomputeRuns(tx, clinicId, chats, plainWait);
        await repo.recomputeFirsts(tx, clinicId, chats);
        await repo.recomputeAutomaticSends(tx, clinicId, chats);
        await repo.recomputeQuarters(
          tx,
          clinicId,
          state.since ? await repo.touchedQuarters(tx, clinicId, state.since) : null,
        );
      }
      const reset = state.since !== null && state.hoursKey !== hoursKey;
      if (reset) await repo.resetWaits(tx, clinicId, plainWait);
      if (!plainWait && hours && (chats.length > 0 || reset)) {
        const only = reset || !state.since ? null : chats.map((c) => c.chatId);
        // The opening hours' rule lives in the contract (nextOpening), shared with the web.
        let after: { chatId: string; startedAt: string } | null = null;
        for (;;) {
          const rows = await repo.unfilledRuns(tx, clinicId, only, after, WAIT_BATCH);
          if (rows.length === 0) break;
          const last = rows.at(-1)!;
          after = { chatId: last.chat_id, startedAt: last.started_key };
          await repo.fillWaits(
            tx,
            clinicId,
            rows.map((r) => ({
              chat_id: r.chat_id,
              started_at: r.started_key,
              wait: answerSeconds(
                hours,
                new Date(Number(r.started_ms)),
                new Date(Number(r.answered_ms)),
              ),
            })),
          );
        }
      }
      await repo.save(tx, clinicId, position, hoursKey, clock());
      return { chats: chats.length };
    });
  }

  return {
    catchUp,
    /** The scheduler's job: every clinic with messages, once a minute at most. */
    async runOnce(): Promise<number> {
      const now = clock().getTime();
      if (now < nextBackground) return 0;
      nextBackground = now + BACKGROUND_EVERY_MS;
      for (const clinicId of await repo.clinics(db)) await catchUp(clinicId);
      return 0;
    },
  };
}
export type ReportCatchUp = ReturnType<typeof createReportCatchUp>;
