import { MSG, utcToLocal } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Publish } from '../../events/event-bus.ts';
import { recordOutbound } from '../../modules/conversations/index.ts';
import {
  type ClaimedOfferMessage,
  OFFER_DEADLINE_MS,
  waitingListRepo,
} from '../../modules/waiting-list/index.ts';
import type { Outgoing, SendStrategy } from '../send-strategy.ts';
import { attemptRowSteps } from './attempt-row-steps.ts';

interface OfferText extends Outgoing {
  appointmentId: string;
  /** The last moment it may go: an offer an hour before the slot, a notice by the slot itself. */
  lastChance: Date;
}

const DAY_MS = 86_400_000;

/** 'hoje às 15:30', 'amanhã às 10:00' or 'em 02/12 às 09:00', where the clinic is. */
export function slotWhen(startsAt: Date, zone: string, now: Date): string {
  const local = utcToLocal(startsAt, zone);
  const time = local.slice(11, 16);
  const day = local.slice(0, 10);
  if (day === utcToLocal(now, zone).slice(0, 10)) return MSG.waitingList.whenToday(time);
  if (day === utcToLocal(new Date(now.getTime() + DAY_MS), zone).slice(0, 10))
    return MSG.waitingList.whenTomorrow(time);
  return MSG.waitingList.whenDay(`${day.slice(8, 10)}/${day.slice(5, 7)}`, time);
}

/**
 * The waiting list's messages: the offer of a freed slot, the 'it is yours' to the first '1' and
 * the kind 'it was taken' to a later one. They keep the clinic's opening hours and the patient's
 * opt-out, and share the clinic's automatic sends a minute with every other kind. An offer whose
 * slot was taken meanwhile, or is too close, is not sent. Each goes from the number the patient
 * last wrote to, when it can send it now (the claim chooses the chat, `m.sendChatId`, issue 48).
 */
export function slotOffers(deps: {
  db: Db;
  publish: Publish;
}): SendStrategy<ClaimedOfferMessage, OfferText> {
  const { db, publish } = deps;

  return {
    ...attemptRowSteps<ClaimedOfferMessage, OfferText>(db, waitingListRepo.messageAttempts),
    clinicOf: (m) => m.clinicId,
    chatOf: (m) => m.sendChatId,
    // One patient's messages in order (an offer before its answer), whichever chat each goes to.
    orderKey: (m) => m.chatId,
    earlyLook: (m) => ({
      clinicId: m.clinicId,
      chatId: m.sendChatId,
      staggerKey: m.id,
      keeps: { openingHours: true, optOut: true },
    }),

    async compose(m, now) {
      const offer = await waitingListRepo.findOffer(db, m.offerId);
      if (!offer || offer.startsAt.getTime() <= now.getTime()) return { kind: 'drop' };
      if (m.kind === 'offer' && offer.status !== 'open') return { kind: 'drop' };
      const when = slotWhen(offer.startsAt, offer.timeZone, now);
      const text =
        m.kind === 'offer'
          ? MSG.waitingList.offerText(offer.professional, when)
          : m.kind === 'won'
            ? MSG.waitingList.wonText(offer.professional, when)
            : MSG.waitingList.takenText;
      const lastChance = new Date(
        offer.startsAt.getTime() - (m.kind === 'offer' ? OFFER_DEADLINE_MS : 1),
      );
      return {
        kind: 'send',
        message: { chatId: m.sendChatId, text, appointmentId: offer.appointmentId, lastChance },
      };
    },
    findEcho: (m, message) => waitingListRepo.findEcho(db, m, message),
    async stillWanted(m) {
      if (m.kind !== 'offer') return true;
      return (await waitingListRepo.findOffer(db, m.offerId))?.status === 'open';
    },
    gateRequest: (m, message) => ({
      clinicId: m.clinicId,
      chatId: message.chatId,
      staggerKey: m.id,
      keeps: { openingHours: true, optOut: true },
      lastChance: message.lastChance,
    }),
    retryState: (m, now) => ({ failures: m.attempts, since: m.failingSince ?? now }),

    async onSent(m, message, messageId, now) {
      await waitingListRepo.messageAttempts.set(db, m.id, {
        status: 'sent',
        sentAt: now,
        messageId,
        lastError: null,
      });
      await recordOutbound(db, {
        clinicId: m.clinicId,
        chatId: message.chatId,
        messageId,
        type: 'text',
        content: message.text,
        sentBy: 'automation',
        timestamp: now,
        preview: message.text,
      });
      publish(m.clinicId, 'chat-update', {
        chatId: message.chatId,
        reason: 'appointment',
        appointmentId: message.appointmentId,
        state: `slot-${m.kind}-sent`,
      });
    },
  };
}
