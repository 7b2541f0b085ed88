import { MSG } from '@conecta/contract';

import { endsSession, errorText } from '@/lib/error-text';

export type TextFailure = { title: string; description: string };

/** The inline alert of a failed save or delete; null for a 401 (the session ends). */
export function describeTextFailure(title: string, error: unknown): TextFailure | null {
  if (endsSession(error)) return null;
  const description = errorText(error, { network: MSG.texts.networkError, unknown: '' });
  return { title, description };
}
