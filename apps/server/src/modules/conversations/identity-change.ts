import { and, eq, inArray } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { chats } from '../../db/schema.ts';
import type { PatientIds } from '../../providers/webhook-event.ts';
import { type ChatIdentifier, chatUserIdsRepo } from './chat-user-ids-repo.ts';
import { chatKeyOn, providerIdOf } from '../instances/index.ts';
import { mergeChatInto } from './merge-chats.ts';

const namesOf = (ids: PatientIds): ChatIdentifier[] => [
  ...(ids.phone ? [{ kind: 'phone' as const, value: ids.phone }] : []),
  ...(ids.userId ? [{ kind: 'bsuid' as const, value: ids.userId }] : []),
  ...(ids.parentUserId ? [{ kind: 'parent_bsuid' as const, value: ids.parentUserId }] : []),
];

/** The values of both sides, the previous first: what finds the patient's chat. */
export const identityValues = (change: { previous: PatientIds; current: PatientIds }) =>
  [...namesOf(change.previous), ...namesOf(change.current)].map((n) => n.value);

/**
 * Meta announced the patient's new names (a changed number, a new BSUID): the chat that knew the
 * previous ones keeps them all and takes the new ones, so the patient's next message, from the
 * new number or by the new BSUID, lands in it; its address for sends becomes the new number (or
 * the new BSUID for a username user with no phone). The chat keeps its key: its tags, tasks,
 * appointments and history stay where they are. Answers the chat's key and row id, or null when
 * no chat of the clinic knew any of the names.
 */
export async function applyIdentityChange(
  db: Db,
  clinicId: string,
  change: { previous: PatientIds; current: PatientIds },
  at: Date,
): Promise<{ chatId: string; chatRowId: string } | null> {
  const values = identityValues(change);
  return db.transaction(async (tx) => {
    const known = await chatUserIdsRepo.chatIdOfAny(tx, clinicId, values);
    const [chat] = await tx
      .select({ id: chats.id, chatId: chats.chatId, phone: chats.phone, bsuid: chats.bsuid })
      .from(chats)
      .where(
        and(
          eq(chats.clinicId, clinicId),
          known ? eq(chats.chatId, known) : inArray(chats.chatId, values),
        ),
      )
      .limit(1)
      .for('update');
    if (!chat) return null;
    const { previous, current } = change;
    // The patient wrote from the new number (or BSUID) before Meta's notice came: that chat is
    // theirs too, and joins this one (merge-chats.ts), nothing lost.
    const newKeys = [current.phone, current.userId].filter(
      (k): k is string => k !== null && k !== chat.chatId,
    );
    if (newKeys.length > 0) {
      const twins = await tx
        .select({ id: chats.id, chatId: chats.chatId })
        .from(chats)
        .where(and(eq(chats.clinicId, clinicId), inArray(chats.chatId, newKeys)))
        .for('update');
      for (const twin of twins)
        await mergeChatInto(tx, clinicId, twin, { id: chat.id, chatId: chat.chatId });
    }
    // A second number's names carry its suffix, the chat's address (a provider's id) too.
    const suffix = chat.chatId.slice(providerIdOf(chat.chatId).length) || null;
    const kept: ChatIdentifier[] = [
      // The chat's own key and address are names of the patient too (a Z-API era chat has no
      // identifier rows yet).
      { kind: /^\d+$/.test(providerIdOf(chat.chatId)) ? 'phone' : 'bsuid', value: chat.chatId },
      ...(chat.phone !== chat.chatId
        ? [
            {
              kind: /^\d+$/.test(chat.phone) ? ('phone' as const) : ('bsuid' as const),
              value: chatKeyOn(suffix, chat.phone),
            },
          ]
        : []),
      ...namesOf(previous),
      ...namesOf(current),
    ];
    await chatUserIdsRepo.keepIdentifiers(tx, clinicId, chat.chatId, kept, at, { move: true });
    // Sends go to the new number; a username user with no phone, to the new BSUID.
    // (On a clinic's second number the names are its keys: the address is the provider's id.)
    const newAddress = current.phone ?? (/^\d+$/.test(chat.phone) ? null : current.userId);
    const address = newAddress && providerIdOf(newAddress);
    await tx
      .update(chats)
      .set({
        ...(address ? { phone: address } : {}),
        ...(current.userId ? { bsuid: current.userId } : {}),
      })
      .where(eq(chats.id, chat.id));
    return { chatId: chat.chatId, chatRowId: chat.id };
  });
}
