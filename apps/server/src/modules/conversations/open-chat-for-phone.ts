import { MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import type { Member } from '../memberships/index.ts';
import { chatUserIdsRepo } from './chat-user-ids-repo.ts';
import { chatsRepo } from './chats-repo.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { sendingInstance } from './sending-instance.ts';

/**
 * Opens the clinic's chat with a phone nobody wrote from yet, so that a program's message goes
 * to it through the member's send like any other (the public API's send to a phone). `chatId`
 * is the phone as a chat key (digits, the Brazilian ninth digit folded in).
 *
 * Checked against the number it would go from before anything is written: a clinic that cannot
 * send opens nothing, and where Meta's 24-hour window applies (the Cloud API) a free text is
 * refused with its own code, since a new phone's window never opened and only an approved
 * template may start the conversation. The number is the one the member's send would use
 * (`sendingInstance`); with several numbers it is the clinic's main one.
 * Answers whether this call made the chat, so a send that then fails can take it back.
 */
export async function openChatForPhone(
  deps: Pick<MessagesDeps, 'db' | 'clock' | 'access' | 'provider'>,
  who: Member,
  chatId: string,
  freeForm: boolean,
): Promise<boolean> {
  // A new phone's chat belongs to the clinic's main number (its key is the plain phone there).
  const main = await deps.access.findByClinic(who.clinicId);
  const creds = await sendingInstance(deps, who.clinicId, { instanceId: main?.id ?? null });
  if (freeForm && deps.provider.capabilities(creds).conversationWindow)
    throw new AppError('TEMPLATE_REQUIRED', MSG.apiKeys.templateRequired);
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const created = await chatsRepo.openForPhone(tx, who.clinicId, chatId, main?.id ?? null);
    // The phone is one of the patient's names from the start: the privacy export lists it and
    // an erasure tombstones it, like a phone the patient wrote from.
    if (created)
      await chatUserIdsRepo.keepIdentifiers(
        tx,
        who.clinicId,
        chatId,
        [{ kind: 'phone', value: chatId }],
        now,
      );
    return created;
  });
}

/** A chat opened for a send that failed, taken back while it holds no message. */
export async function dropUnusedChat(
  deps: Pick<MessagesDeps, 'db'>,
  clinicId: string,
  chatId: string,
): Promise<void> {
  await chatsRepo.dropIfEmpty(deps.db, clinicId, chatId);
}
