/**
 * The first sign-in after a removal carries the team's name to the dashboard
 * in the history entry's state: it stays through a reload and goes when the notice is closed.
 */
export const leftTeamState = (clinic: string) => ({ leftTeam: clinic });

/** The team the person was removed from, when the sign-in said so; null otherwise. */
export function readLeftTeamState(state: unknown): string | null {
  if (typeof state !== 'object' || state === null || !('leftTeam' in state)) return null;
  return typeof state.leftTeam === 'string' ? state.leftTeam : null;
}
