import { isOpenAt, MSG } from '@conecta/contract';
import { Clock } from 'lucide-react';

import { useOpeningHours } from '../hooks/use-opening-hours';

/**
 * Under a scheduled message's date: a note when that moment falls outside the clinic's hours.
 * The message still goes at the chosen time; the person only learns it, before saving.
 */
export function OutsideHoursNote({ at }: { at: Date | null }) {
  const hours = useOpeningHours().data?.hours;
  if (!at || !hours?.enabled || isOpenAt(hours, at)) return null;
  return (
    <p role="status" className="flex items-start gap-1.5 text-xs text-amber-800">
      <Clock aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
      {MSG.routineRules.taskOutsideHours}
    </p>
  );
}
