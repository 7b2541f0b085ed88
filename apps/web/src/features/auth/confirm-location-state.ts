/** What /signup hands to /confirm through navigation state. */
export type ConfirmLocationState = { email: string; codeSentAt: number };

export function readConfirmLocationState(state: unknown): Partial<ConfirmLocationState> {
  if (typeof state !== 'object' || state === null) return {};
  const result: Partial<ConfirmLocationState> = {};
  if ('email' in state && typeof state.email === 'string') result.email = state.email;
  if ('codeSentAt' in state && typeof state.codeSentAt === 'number') {
    result.codeSentAt = state.codeSentAt;
  }
  return result;
}
