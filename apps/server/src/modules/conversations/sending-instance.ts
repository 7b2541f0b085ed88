import type { ProviderInstance } from '../../providers/messaging-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { instanceBlockReason } from '../instances/index.ts';
import type { MessagesDeps } from './messages-deps.ts';

/**
 * The usable instance of the chat's own number (issue 48: an answer goes from the number the
 * patient wrote to), or the reason its members cannot send.
 */
export async function sendingInstance(
  deps: Pick<MessagesDeps, 'access' | 'clock'>,
  clinicId: string,
  chat: { instanceId: string | null },
): Promise<ProviderInstance> {
  const row = await deps.access.forChat(clinicId, chat);
  const reason = instanceBlockReason(row, deps.clock());
  if (!row || reason) throw new AppError('RULE_BROKEN', reason ?? '');
  return deps.access.credentials(row);
}
