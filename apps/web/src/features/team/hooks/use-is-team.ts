import { useSessionClinic } from '@/features/session';

/** Whether the clinic has more than one member: only then are assignment and presence shown. */
export function useIsTeam(): boolean {
  return (useSessionClinic()?.members ?? 1) > 1;
}
