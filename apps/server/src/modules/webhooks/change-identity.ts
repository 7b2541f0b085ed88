import { MSG, formatPhone } from '@conecta/contract';

import type { WebhookEvent } from '../../providers/index.ts';
import { applyIdentityChange, identityValues } from '../conversations/index.ts';
import { providerIdOf } from '../instances/index.ts';
import { notesRepo } from '../notes/index.ts';
import type { WebhookDeps } from './webhook-deps.ts';

/** Meta's news of a patient's changed number or BSUID, applied to the clinic's chats. */
export function createIdentityChanger(deps: WebhookDeps) {
  const { db } = deps;

  /**
   * Meta named the patient's new number or BSUID: the chat of the old names takes the new ones
   * and says so in a note of the team's (the patient is the same person, not a stranger). For an
   * erased patient, the new names are tombstoned like the old.
   */
  async function changeIdentity(
    clinicId: string,
    event: Extract<WebhookEvent, { kind: 'identity' }>,
  ): Promise<string> {
    const now = deps.clock();
    const chat = await applyIdentityChange(db, clinicId, event, now);
    if (!chat) {
      const previous = identityValues({ previous: event.previous, current: event.current });
      const current = identityValues({
        previous: { phone: null, userId: null, parentUserId: null },
        current: event.current,
      });
      return (await deps.erased?.extend(clinicId, previous, current, now))
        ? 'ignored'
        : 'unknown-user';
    }
    const text = event.current.phone
      ? MSG.identity.numberChanged(formatPhone(providerIdOf(event.current.phone)))
      : MSG.identity.userIdChanged;
    const noteId = await notesRepo.insert(
      db,
      { clinicId, chatRowId: chat.chatRowId, chatId: chat.chatId, authorId: null, text },
      now,
    );
    deps.publish(clinicId, 'chat-update', { chatId: chat.chatId, reason: 'note', noteId });
    return 'identity';
  }

  return changeIdentity;
}
