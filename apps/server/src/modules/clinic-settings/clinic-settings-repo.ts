import type {
  AutomaticTemplates,
  OpeningHours,
  ReminderSettings,
  SendPacing,
  SatisfactionSettings,
  WaitingListSettings,
} from '@conecta/contract';
import { eq, sql } from 'drizzle-orm';

import type { Tx } from '../../db/client.ts';
import { preparedPerDb } from '../../db/prepared-per-db.ts';
import { clinics } from '../../db/schema.ts';

/** A patient's short text is checked against these: asked on the webhook's path. */
const stopWordsOf = preparedPerDb((db) =>
  db
    .select({ words: clinics.stopWords })
    .from(clinics)
    .where(eq(clinics.id, sql.placeholder('clinicId')))
    .limit(1)
    .prepare('clinic_stop_words'),
);

/**
 * What a clinic chose for its automatic messages (stop words, opening hours, since when routines
 * run, the reminders) and its per-minute budget of automatic sends, kept on the clinic's row.
 */
export const clinicSettingsRepo = {
  /** The clinic's own stop words, or null for the defaults. */
  async stopWords(tx: Tx, clinicId: string): Promise<string[] | null> {
    const prepared = stopWordsOf(tx);
    if (prepared) return (await prepared.execute({ clinicId }))[0]?.words ?? null;
    const rows = await tx
      .select({ words: clinics.stopWords })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.words ?? null;
  },

  async setStopWords(tx: Tx, clinicId: string, words: string[] | null): Promise<void> {
    await tx.update(clinics).set({ stopWords: words }).where(eq(clinics.id, clinicId));
  },

  /** Since when routines may start a conversation's run (null: no routine was ever saved). */
  async routinesSince(tx: Tx, clinicId: string): Promise<Date | null> {
    const rows = await tx
      .select({ since: clinics.routinesSince })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.since ?? null;
  },

  async setRoutinesSince(tx: Tx, clinicId: string, since: Date): Promise<void> {
    await tx.update(clinics).set({ routinesSince: since }).where(eq(clinics.id, clinicId));
  },

  /** The clinic's opening hours, or null when it never set them. */
  async openingHours(tx: Tx, clinicId: string): Promise<OpeningHours | null> {
    const rows = await tx
      .select({ hours: clinics.openingHours })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.hours ?? null;
  },

  /** New hours move every card's next automatic message: boards reload their whole list. */
  async setOpeningHours(tx: Tx, clinicId: string, hours: OpeningHours): Promise<void> {
    await tx
      .update(clinics)
      .set({ openingHours: hours, boardEpoch: sql`${clinics.boardEpoch} + 1` })
      .where(eq(clinics.id, clinicId));
  },

  /** The templates automatic messages go as outside the 24-hour window; null: none chosen. */
  async automaticTemplates(tx: Tx, clinicId: string): Promise<AutomaticTemplates | null> {
    const rows = await tx
      .select({ chosen: clinics.automaticTemplates })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.chosen ?? null;
  },

  async setAutomaticTemplates(tx: Tx, clinicId: string, chosen: AutomaticTemplates) {
    await tx.update(clinics).set({ automaticTemplates: chosen }).where(eq(clinics.id, clinicId));
  },

  async reminderSettings(tx: Tx, clinicId: string): Promise<ReminderSettings | null> {
    const rows = await tx
      .select({ settings: clinics.reminderSettings })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.settings ?? null;
  },

  async waitingListSettings(tx: Tx, clinicId: string): Promise<WaitingListSettings | null> {
    const rows = await tx
      .select({ settings: clinics.waitingListSettings })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.settings ?? null;
  },

  async setWaitingListSettings(
    tx: Tx,
    clinicId: string,
    settings: WaitingListSettings,
  ): Promise<void> {
    await tx.update(clinics).set({ waitingListSettings: settings }).where(eq(clinics.id, clinicId));
  },

  async satisfactionSettings(tx: Tx, clinicId: string): Promise<SatisfactionSettings | null> {
    const rows = await tx
      .select({ settings: clinics.satisfactionSettings })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.settings ?? null;
  },

  async setSatisfactionSettings(tx: Tx, clinicId: string, settings: SatisfactionSettings) {
    await tx
      .update(clinics)
      .set({ satisfactionSettings: settings })
      .where(eq(clinics.id, clinicId));
  },

  async setReminderSettings(tx: Tx, clinicId: string, settings: ReminderSettings): Promise<void> {
    await tx.update(clinics).set({ reminderSettings: settings }).where(eq(clinics.id, clinicId));
  },

  /** The clinic's own pace of automatic messages, or null for the server's defaults. */
  async sendPacing(tx: Tx, clinicId: string): Promise<SendPacing | null> {
    const rows = await tx
      .select({ pacing: clinics.sendPacing })
      .from(clinics)
      .where(eq(clinics.id, clinicId))
      .limit(1);
    return rows[0]?.pacing ?? null;
  },

  async setSendPacing(tx: Tx, clinicId: string, pacing: SendPacing): Promise<void> {
    await tx.update(clinics).set({ sendPacing: pacing }).where(eq(clinics.id, clinicId));
  },

  /**
   * Takes up to `want` of the clinic's automatic sends in the current one-minute window (a new
   * window starts when the last one is over), answering how many it got and when the window
   * ends. The row lock makes two server processes share one budget.
   */
  async reserveAutomaticSends(
    tx: Tx,
    clinicId: string,
    q: { want: number; perMinute: number; now: Date },
  ): Promise<{ granted: number; windowEnds: Date }> {
    const now = q.now.toISOString();
    const result = (await tx.execute(sql`
      with old as (
        select id, auto_window_used as used,
          (auto_window_start is null or auto_window_start <= ${now}::timestamptz - interval '1 minute') as expired
        from clinics where id = ${clinicId} for update
      ), next as (
        update clinics c set
          auto_window_start = case when old.expired then ${now}::timestamptz else c.auto_window_start end,
          auto_window_used = least(case when old.expired then 0 else old.used end + ${q.want}, ${q.perMinute})
        from old where c.id = old.id
        returning c.auto_window_used as used, c.auto_window_start as started,
          case when old.expired then 0 else old.used end as before
      )
      select greatest(used - before, 0)::int as granted, started from next`)) as unknown as {
      rows: Array<{ granted: number; started: string | Date }>;
    };
    const row = result.rows[0];
    if (!row) return { granted: 0, windowEnds: new Date(q.now.getTime() + 60_000) };
    return {
      granted: row.granted,
      windowEnds: new Date(new Date(row.started).getTime() + 60_000),
    };
  },
};
