import type { SendPacing } from '@conecta/contract';

import type { Db } from '../db/client.ts';
import { chatNumbers, type ChatRef, chatRefKey, findChat } from '../modules/conversations/index.ts';
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

/** What goes now, and what waits until when. */
type Share<T> = { go: T[]; wait: Array<{ item: T; until: Date }> };

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
 * - `ration`: the clinic's automatic sends a minute, shared by every kind and every number of
 *   the clinic; then the budgets of the WhatsApp number the message's chat sends from (issue 48:
 *   each number its own, so a second number neither spends the main one's day nor waits for its
 *   gap): its cap a day (lower while that number, newly linked, warms up) and its spacing, one
 *   send at a time at least the gap apart.
 * A pass asks through its own `pass()`, so each clinic's hours, pace and numbers, and each
 * chat's number, are read once a pass.
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
    /** Every number of the clinic, the main one first (issue 48). */
    const numbersOf = once((clinicId) => instancesRepo.listByClinic(db, clinicId));
    /** The number each chat the pass met is on (null: none), read once a pass. */
    const chatNumber = new Map<string, string | null>();
    /** What the pass took of each number's day (by its row), for the sends that then did not go. */
    const takenDay = new Map<string, { day: string; n: number }>();

    /**
     * The number each message goes from: its chat's own, or the clinic's main number for a chat
     * on none (or on a number since removed or moved to another clinic), as
     * `InstanceAccess.forChat` sends it, so that a send counts on the number it leaves from. The
     * chats not met yet this pass are read in one statement.
     */
    async function numbersFor(refs: ChatRef[]): Promise<Array<InstanceRow | undefined>> {
      const unknown = refs.filter((ref) => !chatNumber.has(chatRefKey(ref)));
      if (unknown.length > 0) {
        const found = await chatNumbers(db, unknown);
        for (const ref of unknown)
          chatNumber.set(chatRefKey(ref), found.get(chatRefKey(ref)) ?? null);
      }
      return Promise.all(
        refs.map(async (ref) => {
          const numbers = await numbersOf(ref.clinicId);
          const own = chatNumber.get(chatRefKey(ref));
          return numbers.find((n) => n.id === own) ?? numbers[0];
        }),
      );
    }

    /**
     * A clinic's share of the pass: each of its numbers one send at a time, the gap apart (two
     * numbers side by side, each its own gap); then the clinic's minute, one budget for all its
     * numbers; then each number's cap today (its own warm-up); what is over a number's cap waits
     * for the next local day's opening (spread by the minute's budget and the gap then, never a
     * burst). Order within a clinic is kept. Entries are handled by index: their items need not
     * be distinct values.
     */
    async function clinicShare<T>(
      clinicId: string,
      entries: Array<{ item: T; number: InstanceRow | undefined }>,
      now: Date,
      takeMinute: (items: T[]) => Promise<{ granted: number; windowEnds: Date }>,
    ): Promise<Share<T>> {
      const wait: Array<{ item: T; until: Date }> = [];
      const waitAll = (indices: number[], until: Date) => {
        for (const i of indices) wait.push({ item: entries[i]!.item, until });
      };
      const byNumber = new Map<string, { number: InstanceRow; indices: number[] }>();
      const numberless: number[] = [];
      entries.forEach(({ number }, i) => {
        if (!number) return void numberless.push(i);
        const group = byNumber.get(number.id);
        if (group) group.indices.push(i);
        else byNumber.set(number.id, { number, indices: [i] });
      });
      const pace = await pacingOf(clinicId);
      const hours = await hoursOf(clinicId);

      // A number sends one automatic message at a time: while its last one's gap runs, all of
      // its messages wait for the gap's end (nothing of the minute's budget spent on them).
      const groups = await Promise.all(
        [...byNumber.values()].map(async ({ number, indices }) => {
          const gapMs = pacingGapMs(pace, random());
          if (gapMs <= 0) return { number, gapMs, candidates: indices };
          const freeAt = await sendPacingRepo.freeAt(db, number.id);
          if (freeAt && freeAt > now) {
            waitAll(indices, freeAt);
            return { number, gapMs, candidates: [] };
          }
          waitAll(indices.slice(1), new Date(now.getTime() + gapMs));
          return { number, gapMs, candidates: indices.slice(0, 1) };
        }),
      );

      // The clinic's minute is one budget whatever number sends (a clinic without a number:
      // its sends fail at the instance check, and only this budget applies).
      const asked = [...groups.flatMap((g) => g.candidates), ...numberless].sort((a, b) => a - b);
      if (asked.length === 0) return { go: [], wait };
      const { granted, windowEnds } = await takeMinute(asked.map((i) => entries[i]!.item));
      waitAll(asked.slice(granted), windowEnds);
      const minuteGo = new Set(asked.slice(0, granted));

      const goes = await Promise.all(
        groups.map(async ({ number, gapMs, candidates }) => {
          const mine = candidates.filter((i) => minuteGo.has(i));
          if (mine.length === 0) return [];
          const today = numberDay(pace, number.linkedAt, now, hours?.timeZone);
          const dayGranted = await sendPacingRepo.reserveDay(db, number.id, {
            day: today.day,
            want: mine.length,
            cap: today.cap,
          });
          mine.slice(dayGranted).forEach((i, k) => {
            const key = `${clinicId}|${number.id}|${today.day}|${k}`;
            wait.push({
              item: entries[i]!.item,
              until: automaticSendAt(hours, today.nextDayStarts, key),
            });
          });
          const go = mine.slice(0, dayGranted);
          if (go.length > 0 && gapMs > 0) {
            const slot = await sendPacingRepo.takeSlot(db, number.id, { now, gapMs });
            if (!slot.taken) {
              // Another process took the number's moment first: this one waits for the next.
              await sendPacingRepo.giveBackDay(db, number.id, today.day, go.length);
              waitAll(go, slot.freeAt);
              return [];
            }
          }
          if (go.length > 0) {
            const taken = takenDay.get(number.id);
            if (taken && taken.day === today.day) taken.n += go.length;
            else takenDay.set(number.id, { day: today.day, n: go.length });
          }
          return go;
        }),
      );
      const go = [...goes.flat(), ...numberless.filter((i) => minuteGo.has(i))].sort(
        (a, b) => a - b,
      );
      return { go: go.map((i) => entries[i]!.item), wait };
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
       * Splits what may go into what goes now and what waits: at most `sendsPerMinute` a clinic
       * (its next one-minute window), so a Monday 08:00 or a hundred tasks set for the same
       * minute do not get a clinic's numbers reported as spam; then each number's own budgets,
       * the number being the one the chat (`chatOf`) sends from. Order within a clinic is kept
       * (the first claimed go first).
       */
      async ration<T>(items: T[], chatOf: (item: T) => ChatRef, now: Date): Promise<Share<T>> {
        const refs = items.map(chatOf);
        const numbers = await numbersFor(refs);
        const byClinic = new Map<string, Array<{ item: T; number: InstanceRow | undefined }>>();
        items.forEach((item, i) => {
          const entry = { item, number: numbers[i] };
          const list = byClinic.get(refs[i]!.clinicId);
          if (list) list.push(entry);
          else byClinic.set(refs[i]!.clinicId, [entry]);
        });
        // Each clinic's minute and each number's budgets are their own rows: asked side by side.
        const shares = await Promise.all(
          [...byClinic].map(([clinicId, entries]) =>
            clinicShare(clinicId, entries, now, (asked) =>
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
       * its echo found): its share of its number's day is given back.
       */
      async giveBack(chat: ChatRef): Promise<void> {
        const [number] = await numbersFor([chat]);
        const taken = number && takenDay.get(number.id);
        if (!number || !taken || taken.n === 0) return;
        taken.n -= 1;
        await sendPacingRepo.giveBackDay(db, number.id, taken.day, 1);
      },
    };
  }

  return { pass };
}
export type SendGate = ReturnType<typeof createSendGate>;
export type GatePass = ReturnType<SendGate['pass']>;
