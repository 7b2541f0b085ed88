import { MSG } from '@conecta/contract';

import { AppError } from '../../lib/errors.ts';
import { capabilitiesOf } from '../../providers/index.ts';
import type { ProviderInstance } from '../../providers/messaging-provider.ts';
import { ProviderError } from '../../providers/messaging-provider.ts';
import type { MessagesDeps } from './messages-deps.ts';
import { chatsRepo } from './chats-repo.ts';
import { messagesRepo } from './messages-repo.ts';

/** Meta's customer service window: 24 hours from the patient's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

export interface ConversationWindow {
  /** Null when the patient never wrote: the window never opened. */
  closesAt: Date | null;
  open: boolean;
}

async function windowFrom(
  deps: Pick<MessagesDeps, 'db' | 'clock'>,
  clinicId: string,
  chatId: string,
): Promise<ConversationWindow> {
  const last = await messagesRepo.lastFromPatientAt(deps.db, clinicId, chatId);
  const closesAt = last ? new Date(last.getTime() + SERVICE_WINDOW_MS) : null;
  return { closesAt, open: closesAt !== null && closesAt > deps.clock() };
}

/** The chat's window where the clinic's provider has one (the Cloud API); null elsewhere. */
export async function conversationWindow(
  deps: Pick<MessagesDeps, 'db' | 'clock' | 'access'>,
  clinicId: string,
  chatId: string,
): Promise<ConversationWindow | null> {
  const chat = await chatsRepo.find(deps.db, clinicId, chatId);
  const row = await deps.access.forChat(clinicId, { instanceId: chat?.instanceId ?? null });
  if (!row || !capabilitiesOf(row.provider).conversationWindow) return null;
  return windowFrom(deps, clinicId, chatId);
}

/**
 * Refuses a free-form send (text, file, audio) to a chat whose window is closed, before the
 * provider is called: Meta would refuse it (131047) or, configured so, accept it and fail it later.
 */
export async function requireOpenWindow(
  deps: Pick<MessagesDeps, 'db' | 'clock' | 'provider'>,
  inst: ProviderInstance,
  clinicId: string,
  chatId: string,
): Promise<void> {
  if (!deps.provider.capabilities(inst).conversationWindow) return;
  if (!(await windowFrom(deps, clinicId, chatId)).open)
    throw new AppError('RULE_BROKEN', MSG.cloudApi.windowClosedComposer);
}

/** Meta saying the window closed (our clock and Meta's disagree by a moment) is the same 422. */
export const windowClosedByProvider = (err: unknown): AppError | null =>
  err instanceof ProviderError && err.reason === 'window-closed'
    ? new AppError('RULE_BROKEN', MSG.cloudApi.windowClosedComposer)
    : null;
