import { dayIn, localToUtc, shiftDay } from '@conecta/contract';

import type { TestClock } from './test-app.ts';

/** Moves the test clock on to the next local `hh:00` in `zone` (today's, when still ahead). */
export function advanceToLocalHour(clock: TestClock, hh: string, zone: string): void {
  const now = clock.now();
  const day = dayIn(now, zone);
  let at = localToUtc(`${day}T${hh}:00`, zone);
  if (at <= now) at = localToUtc(`${shiftDay(day, 1)}T${hh}:00`, zone);
  clock.advance(at.getTime() - now.getTime());
}
