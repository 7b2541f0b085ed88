import type { ProviderInstance } from '../../providers/messaging-provider.ts';
import { AppError } from '../../lib/errors.ts';
import { instanceBlockReason } from '../instances/index.ts';
import type { MessagesDeps } from './messages-deps.ts';

/** The clinic's usable instance, or the reason its members cannot send. */
export async function sendingInstance(
  deps: Pick<MessagesDeps, 'access' | 'clock'>,
  clinicId: string,
): Promise<ProviderInstance> {
  const row = await deps.access.findByClinic(clinicId);
  const reason = instanceBlockReason(row, deps.clock());
  if (!row || reason) throw new AppError('RULE_BROKEN', reason ?? '');
  return deps.access.credentials(row);
}
