import { MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import { providerFailure } from '../../providers/index.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { messageMediaRepo, messagesRepo } from './messages-repo.ts';
import { providerIdOf } from '../instances/index.ts';
import { chatOf } from './chat-of.ts';
import { sendingInstance } from './sending-instance.ts';

/** Changes a text the clinic sent: at the provider first, then here, then on every screen. */
export async function editMessage(
  deps: MessagesDeps,
  clinicId: string,
  input: { phone: string; editMessageId: string; message: string },
) {
  const { db, provider } = deps;
  const original = await messageMediaRepo.findByMessageId(db, clinicId, input.editMessageId);
  if (!original || original.chatId !== input.phone)
    throw new AppError('NOT_FOUND', MSG.messageRules.messageNotFound);
  if (!original.fromMe || original.type !== 'text')
    throw new AppError('RULE_BROKEN', MSG.messageRules.editOwnTextOnly);
  const chat = await chatOf(db, clinicId, original.chatId);
  const creds = await sendingInstance(deps, clinicId, chat);
  try {
    await provider.sendText(creds, {
      phone: providerIdOf(original.chatId),
      message: input.message,
      editMessageId: original.messageId,
    });
  } catch (err) {
    throw providerFailure(err);
  }
  await messagesRepo.editText(db, clinicId, original.messageId, input.message);
  deps.publish(clinicId, 'chat-update', { chatId: original.chatId, reason: 'message-edited' });
  return { success: true as const, message: MSG.messageRules.edited };
}
