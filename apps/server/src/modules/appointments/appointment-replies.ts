import {
  type AppointmentReply,
  PREVIEW_MAX,
  readAppointmentReply,
  readColumn,
  readReactionReply,
} from '@conecta/contract';

import type { AppointmentsDeps } from './appointments-deps.ts';
import { type AppointmentRow, appointmentsRepo } from './appointments-repo.ts';
import { CONFIRMED_TAG } from './confirmed-tag.ts';

/**
 * A patient's answer to a reminder, in words or as a reaction: 'confirmed' marks the appointment
 * 'Confirmada'; 'reschedule' marks it 'Remarcar' and takes the chat the patient answered in to
 * 'Atendimento Humanizado' for a person; anything else is kept as the last reply for staff to
 * read. The answer may come in a sibling chat (another of the clinic's numbers, where the
 * reminder went, issue 48): the appointment and its 'Consulta confirmada' stay on its own chat.
 */
export function createAppointmentReplies(
  deps: Pick<AppointmentsDeps, 'db' | 'clock' | 'chats' | 'tags' | 'publish'>,
) {
  const { db, clock, chats } = deps;

  async function applyReply(
    row: AppointmentRow,
    said: string,
    reading: AppointmentReply,
    answeredIn: string,
  ) {
    const { clinicId, chatId } = row;
    const now = clock();
    const state =
      reading === 'confirmed' ? 'confirmed' : reading === 'reschedule' ? 'reschedule' : row.state;
    await appointmentsRepo.update(db, clinicId, row.id, {
      state,
      lastReply: said.slice(0, PREVIEW_MAX),
      repliedAt: now,
      updatedAt: now,
    });
    const chat = await chats.find(clinicId, chatId);
    // The chat carries 'Consulta confirmada' while its appointment is confirmed.
    if (state !== row.state && (state === 'confirmed' || row.state === 'confirmed'))
      await deps.tags.markChat(clinicId, chatId, CONFIRMED_TAG, state === 'confirmed');
    if (reading === 'reschedule') {
      // A person answers where the patient asked.
      const asked = answeredIn === chatId ? chat : await chats.find(clinicId, answeredIn);
      if (asked && readColumn(asked.column) !== 'humanized') {
        await chats.placeIn(clinicId, answeredIn, 'humanized', null);
        deps.publish(clinicId, 'chat-update', {
          chatId: answeredIn,
          reason: 'column',
          column: 'humanized',
        });
      }
    }
    deps.publish(clinicId, 'chat-update', {
      chatId,
      reason: 'appointment',
      appointmentId: row.id,
      state,
      message: said.slice(0, PREVIEW_MAX),
      chatName: chat?.name?.trim() || chat?.phone || chatId,
    });
  }

  return {
    /** A patient's text in a chat a reminder went out to. */
    async readReply(clinicId: string, chatId: string, text: string): Promise<void> {
      const [row] = await appointmentsRepo.awaitingReply(db, clinicId, chatId, clock());
      if (row) await applyReply(row, text, readAppointmentReply(text), chatId);
    },

    /**
     * A patient's reaction on a reminder it received: 👍 ❤️ 🙏 confirm, 👎 asks to reschedule,
     * as the words would. A reaction on any other message is only shown on its bubble.
     */
    async readReaction(clinicId: string, chatId: string, targetId: string, emoji: string) {
      const reading = readReactionReply(emoji);
      if (reading === 'unknown') return;
      const row = await appointmentsRepo.remindedBy(db, clinicId, chatId, targetId, clock());
      if (row) await applyReply(row, emoji, reading, chatId);
    },
  };
}
