import {
  MSG,
  readAppointmentReply,
  readReactionReply,
  type WaitingListSettings,
  type WaitingPeriod,
} from '@conecta/contract';

import type { Publish } from '../../events/event-bus.ts';
import { AppError } from '../../lib/errors.ts';
import { type AppointmentsService, appointmentsRepo } from '../appointments/index.ts';
import { recordClinicAction } from '../audit/index.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { offerHold } from './offer-hold.ts';
import { matchesOf } from './slot-match.ts';
import { type OfferMessageRow, type SlotOfferRow, waitingListRepo } from './waiting-list-repo.ts';
import {
  createWaitingListView,
  HOUR_MS,
  type Member,
  type WaitingListViewDeps,
} from './waiting-list-view.ts';

interface EntryInput {
  chatId: string;
  professional: string;
  procedure: string;
  days: number[];
  periods: WaitingPeriod[];
  note: string;
}

/**
 * The waiting list ('Lista de espera') and the slots it fills. A freed slot (cancelled, or its
 * patient asked to reschedule) still at least the clinic's N hours ahead is offered, on a
 * member's click, to the waiting patients it fits, in the list's order and at most the clinic's
 * limit; the automatic sender sends those offers (`scheduler/strategies/slot-offers.ts`). The
 * first '1' takes the slot, by one conditional update on the offer; later ones are told kindly.
 */
export function createWaitingListService(
  deps: WaitingListViewDeps & {
    publish: Publish;
    appointments: Pick<AppointmentsService, 'book' | 'release'>;
  },
) {
  const { db, clock } = deps;

  const view = createWaitingListView(deps);
  const { settingsOf, outlookOf, entryViews } = view;

  /** The freed appointment's procedure, which the booked one keeps. */
  async function procedureOf(clinicId: string, appointmentId: string) {
    return (await appointmentsRepo.find(db, clinicId, appointmentId))?.procedure ?? '';
  }

  /**
   * An offer answered: yes tries to take the slot (the first wins, by one conditional update on
   * the offer), no declines it; either way the offer is answered once only. The answer may come
   * in the patient's chat on another number, where the offer went (issue 48): the slot is booked
   * on the waiting patient's own chat, and the reply goes as the offer did (its claim chooses).
   */
  async function answer(
    clinicId: string,
    found: { offer: SlotOfferRow; message: OfferMessageRow },
    reading: 'confirmed' | 'reschedule',
    now: Date,
  ) {
    // A repeated webhook, or the same '1' twice: only the first one counts.
    if (!(await waitingListRepo.markAnswered(db, found.message.id, now))) return;
    if (reading === 'reschedule') return;
    const { offer, message } = found;
    const { chatId } = message;
    const won = await waitingListRepo.take(db, offer.id, message.entryId, now);
    const kind = won ? ('won' as const) : ('taken' as const);
    if (won) {
      const booked = await deps.appointments.book({
        clinicId,
        chatId,
        startsAt: offer.startsAt,
        timeZone: offer.timeZone,
        professional: offer.professional,
        procedure: await procedureOf(clinicId, offer.appointmentId),
      });
      if (booked) await waitingListRepo.setNewAppointment(db, offer.id, booked.id);
      await waitingListRepo.setStatus(db, message.entryId, 'scheduled', now);
      // The patient who asked to move it is not kept on a slot someone else now has.
      await deps.appointments.release(clinicId, offer.appointmentId);
    }
    await waitingListRepo.insertMessages(db, [
      {
        offerId: offer.id,
        clinicId,
        entryId: message.entryId,
        chatId,
        kind,
        nextAttemptAt: now,
        createdAt: now,
      },
    ]);
  }

  return {
    /** Who waits, and each freed slot ahead with whom it fits and how its offer went. */
    list: view.list,

    async add(who: Member, input: EntryInput) {
      const chat = await waitingListRepo.chatRow(db, who.clinicId, input.chatId);
      if (!chat) throw new AppError('NOT_FOUND', MSG.common.chatNotFound);
      if (await waitingListRepo.findWaiting(db, who.clinicId, chat.chatId))
        throw new AppError('CONFLICT', MSG.waitingList.alreadyWaiting);
      const now = clock();
      const row = await waitingListRepo.insert(db, {
        clinicId: who.clinicId,
        chatRowId: chat.id,
        chatId: chat.chatId,
        professional: input.professional,
        procedure: input.procedure,
        days: [...input.days].sort(),
        periods: input.periods,
        note: input.note,
        createdBy: who.userId,
        createdAt: now,
        updatedAt: now,
      });
      const zone = await deps.timeZoneOf(who.userId);
      const [entry] = await entryViews(who.clinicId, [row], zone);
      return { success: true as const, message: MSG.waitingList.added, entry: entry! };
    },

    async remove(who: Member, id: string) {
      const row = await waitingListRepo.find(db, who.clinicId, id);
      if (!row || row.status !== 'waiting')
        throw new AppError('NOT_FOUND', MSG.waitingList.entryNotFound);
      await waitingListRepo.setStatus(db, id, 'removed', clock());
      const zone = await deps.timeZoneOf(who.userId);
      const [entry] = await entryViews(who.clinicId, [row], zone);
      return { success: true as const, message: MSG.waitingList.removed, entry: entry! };
    },

    /** The one click: the freed slot's offer goes to the first patients it fits. */
    async offer(who: Member, appointmentId: string, meta: { ip: string }) {
      const slot = await appointmentsRepo.find(db, who.clinicId, appointmentId);
      if (!slot) throw new AppError('NOT_FOUND', MSG.waitingList.slotNotFound);
      if (slot.state !== 'cancelled' && slot.state !== 'reschedule')
        throw new AppError('RULE_BROKEN', MSG.waitingList.slotNotFree);
      const now = clock();
      const settings = await settingsOf(who.clinicId);
      if (slot.startsAt.getTime() - now.getTime() < settings.minHoursAhead * HOUR_MS)
        throw new AppError('RULE_BROKEN', MSG.waitingList.slotTooSoon(settings.minHoursAhead));
      const chosen = matchesOf(slot, await waitingListRepo.waiting(db, who.clinicId)).slice(
        0,
        settings.maxMessagesPerSlot,
      );
      if (chosen.length === 0) throw new AppError('RULE_BROKEN', MSG.waitingList.noMatches);
      // An offer that could only go past its last moment would never go: it is not made.
      const to = chosen.map((e) => e.chatId);
      const hold = offerHold((await outlookOf(who.clinicId, now, to))(to), slot, now);
      if (hold?.tooLate) throw new AppError('RULE_BROKEN', MSG.waitingList.slotTooLate(hold));
      const offer = await waitingListRepo.insertOffer(db, {
        clinicId: who.clinicId,
        appointmentId: slot.id,
        startsAt: slot.startsAt,
        timeZone: slot.timeZone,
        professional: slot.professional,
        createdBy: who.userId,
        createdAt: now,
      });
      if (!offer) throw new AppError('CONFLICT', MSG.waitingList.slotOfferedAlready);
      await waitingListRepo.insertMessages(
        db,
        chosen.map((e, position) => ({
          offerId: offer.id,
          clinicId: who.clinicId,
          entryId: e.id,
          chatId: e.chatId,
          kind: 'offer' as const,
          position,
          nextAttemptAt: now,
          createdAt: now,
        })),
      );
      await recordClinicAction(
        db,
        who,
        'waitingList.offer',
        slot.professional,
        { appointmentId: slot.id, messaged: chosen.length },
        meta,
        now,
      );
      // Held (closed now, or the number's day used up): the answer says when it goes and why.
      return {
        success: true as const,
        message: hold
          ? MSG.waitingList.offeredLater(chosen.length, hold)
          : MSG.waitingList.offered(chosen.length),
        messaged: chosen.length,
        hold,
      };
    },

    /**
     * A patient's text after an offer: '1' (or yes, or the button) tries to take the slot; '2'
     * (or no) declines it. Answers whether the text was about the offer (then it is not read as
     * an answer to a reminder too).
     */
    async readReply(clinicId: string, chatId: string, text: string): Promise<boolean> {
      const now = clock();
      const found = await waitingListRepo.unansweredOffer(db, clinicId, chatId, now);
      if (!found) return false;
      const reading = readAppointmentReply(text);
      if (reading === 'unknown') return false;
      await answer(clinicId, found, reading, now);
      return true;
    },

    /**
     * A reaction on the offer message itself, read as a reminder's is: 👍, ❤️, 🙏 take the slot
     * as '1' does, 👎 declines it. Answers whether the reaction was on an offer awaiting an
     * answer (then it is not read against a reminder).
     */
    async readReaction(
      clinicId: string,
      chatId: string,
      targetId: string,
      emoji: string,
    ): Promise<boolean> {
      const reading = readReactionReply(emoji);
      if (reading === 'unknown') return false;
      const now = clock();
      const found = await waitingListRepo.offerSentAs(db, clinicId, chatId, targetId, now);
      if (!found) return false;
      await answer(clinicId, found, reading, now);
      return true;
    },

    async settings(clinicId: string) {
      return { success: true as const, settings: await settingsOf(clinicId) };
    },

    async setSettings(clinicId: string, settings: WaitingListSettings) {
      await clinicSettingsRepo.setWaitingListSettings(db, clinicId, settings);
      return { success: true as const, settings, message: MSG.waitingList.settingsSaved };
    },
  };
}
export type WaitingListService = ReturnType<typeof createWaitingListService>;
