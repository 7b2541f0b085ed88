import {
  DEFAULT_WAITING_LIST_SETTINGS,
  type FreedSlot,
  type OfferHold,
  utcToLocal,
  type WaitingEntry,
  type WaitingListSettings,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { appointmentsRepo } from '../appointments/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { offerHold, type SendOutlook } from './offer-hold.ts';
import { matchesOf } from './slot-match.ts';
import { type WaitingEntryRow, waitingListRepo } from './waiting-list-repo.ts';

export const HOUR_MS = 3_600_000;
/** The zone a clinic's day is counted in when it never set its hours (the accounts' default). */
const DEFAULT_ZONE = 'America/Sao_Paulo';
/** How far ahead 'Consultas' looks for freed slots. */
const FREED_AHEAD_MS = 14 * 24 * HOUR_MS;

export interface Member {
  userId: string;
  clinicId: string;
}

export interface WaitingListViewDeps {
  db: Db;
  clock: Clock;
  timeZoneOf: (userId: string) => Promise<string>;
  /**
   * The automatic messages today against its cap of the number each of these chats sends from
   * (`sendPacing.numbersToday`); without a chat, the main number's.
   */
  numbersToday: (
    clinicId: string,
    chatIds: string[],
  ) => Promise<(chatId?: string) => { sent: number; cap: number }>;
}

/**
 * What the waiting list shows: who waits, each freed slot ahead with whom it fits, and when its
 * offers go (the clinic's hours and each number's day, as the sender will weigh them). The
 * service (waiting-list-service.ts) changes the list; this only reads it.
 */
export function createWaitingListView(deps: WaitingListViewDeps) {
  const { db, clock } = deps;

  const settingsOf = async (clinicId: string): Promise<WaitingListSettings> =>
    (await clinicSettingsRepo.waitingListSettings(db, clinicId)) ?? DEFAULT_WAITING_LIST_SETTINGS;

  /**
   * What the sender will weigh for the clinic's offers to these chats now: its hours and the
   * day of each chat's number (issue 48: each number has its own cap). The answer is the outlook
   * of a message to some of them: its day is full only when every one's number's is, as a
   * number with room still sends its patients' offers today.
   */
  async function outlookOf(clinicId: string, now: Date, chatIds: string[]) {
    const hours = await clinicSettingsRepo.openingHours(db, clinicId);
    const today = await deps.numbersToday(clinicId, chatIds);
    const full = (chatId?: string) => {
      const day = today(chatId);
      return day.sent >= day.cap;
    };
    return (to: string[]): SendOutlook => ({
      hours,
      zone: hours?.timeZone ?? DEFAULT_ZONE,
      dayFull: to.length > 0 ? to.every((chatId) => full(chatId)) : full(),
      now,
    });
  }

  async function entryViews(
    clinicId: string,
    rows: WaitingEntryRow[],
    zone: string,
    holds: Map<string, OfferHold> = new Map(),
  ) {
    const names = await appointmentsRepo.chatNames(db, clinicId, [
      ...new Set(rows.map((r) => r.chatId)),
    ]);
    return rows.map((r): WaitingEntry => ({
      id: r.id,
      chatId: r.chatId,
      patientName: names.get(r.chatId) ?? r.chatId,
      professional: r.professional,
      procedure: r.procedure,
      days: r.days,
      periods: r.periods,
      note: r.note,
      createdAt: utcToLocal(r.createdAt, zone).slice(0, 16),
      offerHold: holds.get(r.id) ?? null,
    }));
  }

  return {
    settingsOf,
    outlookOf,
    entryViews,

    /** Who waits, and each freed slot ahead with whom it fits and how its offer went. */
    async list(who: Member) {
      const zone = await deps.timeZoneOf(who.userId);
      const now = clock();
      const settings = await settingsOf(who.clinicId);
      const waiting = await waitingListRepo.waiting(db, who.clinicId);
      const freed = await waitingListRepo.freedBetween(
        db,
        who.clinicId,
        new Date(now.getTime() + settings.minHoursAhead * HOUR_MS),
        new Date(now.getTime() + FREED_AHEAD_MS),
      );
      const offers = await waitingListRepo.offersOf(
        db,
        who.clinicId,
        freed.map((a) => a.id),
      );
      const byAppointment = new Map(offers.map((o) => [o.appointmentId, o]));
      const counts = await waitingListRepo.offerCounts(
        db,
        offers.map((o) => o.id),
      );
      // Each offer message still to go: when the sender will send it, or that it will not.
      const toGo = await waitingListRepo.offersToGo(db, who.clinicId, now);
      const outlook = await outlookOf(who.clinicId, now, [
        ...new Set([...waiting.map((e) => e.chatId), ...toGo.map((m) => m.chatId)]),
      ]);
      const entryHolds = new Map<string, OfferHold>();
      const offerHolds = new Map<string, OfferHold | null>();
      for (const m of toGo) {
        const hold = offerHold(outlook([m.chatId]), m, m.nextAttemptAt, m.id);
        // A patient's line speaks of their first message due.
        if (hold && !entryHolds.has(m.entryId)) entryHolds.set(m.entryId, hold);
        // An offer's line speaks of its first message due.
        if (!offerHolds.has(m.offerId)) offerHolds.set(m.offerId, hold);
      }
      const entries = await entryViews(who.clinicId, waiting, zone, entryHolds);
      const nameOf = new Map(entries.map((e) => [e.id, e.patientName]));
      const winners = offers.flatMap((o) => (o.winnerEntryId ? [o.winnerEntryId] : []));
      const winnerRows = await Promise.all(
        winners.map((id) => waitingListRepo.find(db, who.clinicId, id)),
      );
      const winnerNames = await appointmentsRepo.chatNames(
        db,
        who.clinicId,
        winnerRows.flatMap((r) => (r ? [r.chatId] : [])),
      );
      const winnerName = (entryId: string | null) => {
        const row = winnerRows.find((r) => r?.id === entryId);
        return row ? (winnerNames.get(row.chatId) ?? row.chatId) : null;
      };
      // Every freed slot is listed, fitting someone or not ('Ninguém da lista combina').
      const slots = freed.map((a): FreedSlot => {
        const offer = byAppointment.get(a.id);
        const count = offer ? (counts.get(offer.id) ?? { messaged: 0, sent: 0 }) : null;
        const fitting = matchesOf(a, waiting);
        const matches = fitting.map((e) => ({
          entryId: e.id,
          patientName: nameOf.get(e.id) ?? e.chatId,
        }));
        // The patients a click would message now: their numbers' days say when it goes.
        const firstTo = fitting.slice(0, settings.maxMessagesPerSlot).map((e) => e.chatId);
        return {
          appointmentId: a.id,
          startsAt: utcToLocal(a.startsAt, zone).slice(0, 16),
          professional: a.professional,
          procedure: a.procedure,
          matches,
          willMessage: Math.min(matches.length, settings.maxMessagesPerSlot),
          hold: !offer && matches.length > 0 ? offerHold(outlook(firstTo), a, now) : null,
          offer:
            offer && count
              ? {
                  status: offer.status,
                  messaged: count.messaged,
                  sent: count.sent,
                  hold: offerHolds.get(offer.id) ?? null,
                  winnerName: winnerName(offer.winnerEntryId),
                }
              : null,
        };
      });
      return { success: true as const, entries, slots };
    },
  };
}
