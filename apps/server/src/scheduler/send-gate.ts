import type { SendPacing } from '@conecta/contract';

import type { Db } from '../db/client.ts';
import { findChat } from '../modules/conversations/index.ts';
import { clinicSettingsRepo } from '../modules/clinic-settings/index.ts';
import { instancesRepo, type InstanceRow, sendPacingRepo } from '../modules/instances/index.ts';
import { automaticSendAt } from '../modules/routines/index.ts';
import { numberDay, pacingGapMs } from './number-day.ts';

/** One automatic message about to go, as the clinic's rules see it. */
export interface GateRequest {
  clinicId: string;
  chatId: string;
  /** Spreads a clinic's held-back messages over the first minutes of its opening. */
  staggerKey: string;
  /** The clinic's rules this kind of message keeps (a member's scheduled message keeps neither). */
  keeps: { openingHours: boolean; optOut: boolean };
  /** The last moment it may still go; later it is refused (a reminder after the appointment). */
  lastChance?: Date;
}

export type GateRefusal = 'too-late' | 'opted-out';

/** The gate's answer: go now, wait until a moment (and be claimed again then), or never. */
export type GateAnswer =
  | { kind: 'go' }
  | { kind: 'wait'; until: Date; why: 'closed' | 'budget' }
  | { kind: 'refuse'; why: GateRefusal };

/**
 * The one place that answers 'may this automatic message go now?' for every kind (scheduled
 * messages, routine steps, reminders). Two questions, because one is per message and one per
 * batch:
 * - `check`: the clinic's opening hours (holidays included), the patient's opt-out (a stop word)
 *   and how late is too late. A provider's 24-hour window would be one more rule here: it needs
 *   the chat's last patient message, read beside the opt-out.
 * - `ration`: the clinic's automatic sends a minute, shared by every kind; then the WhatsApp
 *   number's own budgets (`pacing`): its cap a day (lower while a newly linked number warms up)
 *   and its spacing, one send at a time at least the gap apart.
 * A pass asks through its own `pass()`, so each clinic's hours, pace and instance are read once
 * a pass.
 */
export function createSendGate(deps: {
  db: Db;
  sendsPerMinute: number;
  /** The pace of a clinic that never chose its own. */
  pacing: SendPacing;
  /** 0 to 1, for the random part of the gap (Math.random unless a test fixes it). */
  random?: () => number;
}) {
  const { db } = deps;
  const random = deps.random ?? Math.random;

  function pass() {
    const once = <T>(load: (clinicId: string) => Promise<T>) => {
      const cache = new Map<string, Promise<T>>();
      return (clinicId: string) => {
        let found = cache.get(clinicId);
        if (!found) cache.set(clinicId, (found = load(clinicId)));
        return found;
      };
    };
    const hoursOf = once((clinicId) => clinicSettingsRepo.openingHours(db, clinicId));
    const pacingOf = once(
      async (clinicId) => (await clinicSettingsRepo.sendPacing(db, clinicId)) ?? deps.pacing,
    );
    const instanceOf = once(async (clinicId): Promise<InstanceRow | undefined> =>
      instancesRepo.findByClinic(db, clinicId),
    );
    /** What the pass took of a number's day, by clinic, for the sends that then did not go. */
    const takenDay = new Map<string, { instanceRowId: string; day: string; n: number }>();

    /**
     * A number's share of what the clinic's minute granted: one send at a time, the gap apart,
     * and no more than its cap today; what is over the cap waits for the next local day's
     * opening (spread by the minute's budget and the gap then, never a burst).
     */
    async function pacing<T>(
      clinicId: string,
      list: T[],
      now: Date,
      takeMinute: (items: T[]) => Promise<{ granted: number; windowEnds: Date }>,
    ): Promise<{ go: T[]; wait: Array<{ item: T; until: Date }> }> {
      const instance = await instanceOf(clinicId);
      if (!instance) {
        // No number: the sends fail at the instance check; only the minute's budget applies.
        const { granted, windowEnds } = await takeMinute(list);
        return {
          go: list.slice(0, granted),
          wait: list.slice(granted).map((item) => ({ item, until: windowEnds })),
        };
      }
      const pace = await pacingOf(clinicId);
      const hours = await hoursOf(clinicId);
      const wait: Array<{ item: T; until: Date }> = [];
      const gapMs = pacingGapMs(pace, random());
      let candidates = list;
      if (gapMs > 0) {
        // A number sends one automatic message at a time: while its last one's gap runs, all
        // wait for its end (nothing of the minute's budget spent on them).
        const freeAt = await sendPacingRepo.freeAt(db, instance.id);
        if (freeAt && freeAt > now)
          return { go: [], wait: list.map((item) => ({ item, until: freeAt })) };
        candidates = list.slice(0, 1);
        for (const item of list.slice(1))
          wait.push({ item, until: new Date(now.getTime() + gapMs) });
      }
      const { granted, windowEnds } = await takeMinute(candidates);
      for (const item of candidates.slice(granted)) wait.push({ item, until: windowEnds });
      const minuteGo = candidates.slice(0, granted);
      if (minuteGo.length === 0) return { go: [], wait };

      const today = numberDay(pace, instance.linkedAt, now, hours?.timeZone);
      const dayGranted = await sendPacingRepo.reserveDay(db, instance.id, {
        day: today.day,
        want: minuteGo.length,
        cap: today.cap,
      });
      minuteGo.slice(dayGranted).forEach((item, i) => {
        const key = `${clinicId}|${today.day}|${i}`;
        wait.push({ item, until: automaticSendAt(hours, today.nextDayStarts, key) });
      });
      const go = minuteGo.slice(0, dayGranted);
      if (go.length > 0 && gapMs > 0) {
        const slot = await sendPacingRepo.takeSlot(db, instance.id, { now, gapMs });
        if (!slot.taken) {
          // Another process took the number's moment first: this one waits for the next.
          await sendPacingRepo.giveBackDay(db, instance.id, today.day, go.length);
          for (const item of go) wait.push({ item, until: slot.freeAt });
          return { go: [], wait };
        }
      }
      if (go.length > 0) {
        const taken = takenDay.get(clinicId);
        if (taken && taken.day === today.day) taken.n += go.length;
        else takenDay.set(clinicId, { instanceRowId: instance.id, day: today.day, n: go.length });
      }
      return { go, wait };
    }

    return {
      async check(req: GateRequest, now: Date): Promise<GateAnswer> {
        // The patient's word comes first: a stop word, even one that came in while the message
        // was claimed, ends it whatever the hour.
        if (req.keeps.optOut) {
          const chat = await findChat(db, req.clinicId, req.chatId);
          if (chat?.routineOptedOutAt) return { kind: 'refuse', why: 'opted-out' };
        }
        const sendAt = req.keeps.openingHours
          ? automaticSendAt(await hoursOf(req.clinicId), now, req.staggerKey)
          : now;
        if (req.lastChance && sendAt > req.lastChance) return { kind: 'refuse', why: 'too-late' };
        if (sendAt > now) return { kind: 'wait', until: sendAt, why: 'closed' };
        return { kind: 'go' };
      },

      /**
       * Splits what may go into what goes now and what waits for the clinic's next one-minute
       * window: at most `sendsPerMinute` a clinic, so a Monday 08:00 or a hundred tasks set for
       * the same minute do not get a clinic's number reported as spam. Order within a clinic is
       * kept (the first claimed go first).
       */
      async ration<T>(
        items: T[],
        clinicOf: (item: T) => string,
        now: Date,
      ): Promise<{ go: T[]; wait: Array<{ item: T; until: Date }> }> {
        const byClinic = new Map<string, T[]>();
        for (const item of items) {
          const list = byClinic.get(clinicOf(item));
          if (list) list.push(item);
          else byClinic.set(clinicOf(item), [item]);
        }
        // Each number's budgets are its own rows: the numbers are asked side by side.
        const shares = await Promise.all(
          [...byClinic].map(([clinicId, list]) =>
            pacing(clinicId, list, now, (asked) =>
              clinicSettingsRepo.reserveAutomaticSends(db, clinicId, {
                want: asked.length,
                perMinute: deps.sendsPerMinute,
                now,
              }),
            ),
          ),
        );
        return {
          go: shares.flatMap((share) => share.go),
          wait: shares.flatMap((share) => share.wait),
        };
      },

      /**
       * A send `ration` let go that then did not go to the provider (dropped, refused, closed,
       * its echo found): its share of the number's day is given back.
       */
      async giveBack(clinicId: string): Promise<void> {
        const taken = takenDay.get(clinicId);
        if (!taken || taken.n === 0) return;
        taken.n -= 1;
        await sendPacingRepo.giveBackDay(db, taken.instanceRowId, taken.day, 1);
      },
    };
  }

  return { pass };
}
export type SendGate = ReturnType<typeof createSendGate>;
export type GatePass = ReturnType<SendGate['pass']>;
