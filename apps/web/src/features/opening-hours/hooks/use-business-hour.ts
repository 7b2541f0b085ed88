import { useState } from 'react';

import { nextBusinessHour } from '@/lib/schedule';

import { useOpeningHours } from './use-opening-hours';

/**
 * A new task's or reminder's default moment: the next business hour, computed when
 * the form opens and once more when the clinic's hours arrive (a form opened before they were
 * read starts at the next full hour and moves inside the hours as soon as they are known).
 * A form follows the new value only while its fields still hold the old one.
 */
export function useBusinessHour(): Date {
  const hours = useOpeningHours().data?.hours;
  const [openedAt] = useState(() => new Date());
  const [at, setAt] = useState(() => nextBusinessHour(openedAt, hours));
  const [settled, setSettled] = useState(hours !== undefined);
  if (!settled && hours !== undefined) {
    setSettled(true);
    setAt(nextBusinessHour(openedAt, hours));
  }
  return at;
}
