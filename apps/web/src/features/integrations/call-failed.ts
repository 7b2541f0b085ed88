import { MSG } from '@conecta/contract';

import { errorText } from '@/lib/error-text';

/**
 * The line a form of 'Integrações' shows when its call failed: `title`, then the server's
 * sentence or the connection notice.
 */
export function callFailed(title: string, error: unknown): string {
  return `${title}: ${errorText(error, { network: MSG.apiKeys.networkError, unknown: '' })}`;
}
