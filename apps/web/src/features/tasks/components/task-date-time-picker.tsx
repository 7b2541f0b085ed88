import { MSG } from '@conecta/contract';
import { CalendarClock } from 'lucide-react';
import { useState } from 'react';

import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import { Label } from '@/components/ui/label';
import { dayOf, timeOf } from '@/lib/schedule';

import { buildLocalDateTime, formatLocalDateTime } from '../task-date';
import type { TaskFieldErrors } from '../task-form';

type TaskDateTimePickerProps = {
  idPrefix: string;
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  /** What is wrong with the day and with the time, each shown under its own field. */
  errors?: TaskFieldErrors;
  /** A field was left: the form checks that one. */
  onLeave?: (field: 'day' | 'time') => void;
  disabled?: boolean;
};

/**
 * The send date (the same two fields as the appointment reminder): a date field that
 * takes dd/mm, dd/mm/aa or dd/mm/aaaa and whose calendar starts at today, so earlier days are
 * blocked, and a time field that takes '14:30', '14h30', '14h' or '9', with a short list of
 * suggestions where the hours already gone today are left out. The choice reads back as
 * dd/MM/yyyy HH:mm. A wrong day or time marks its own field and says why under it.
 */
export function TaskDateTimePicker(props: TaskDateTimePickerProps) {
  const { idPrefix, day, time, onDay, onTime, errors, onLeave, disabled } = props;
  const T = MSG.tasks;
  const [now] = useState(() => new Date());
  const dayId = `${idPrefix}-day`;
  const timeId = `${idPrefix}-time`;
  const hintId = `${idPrefix}-when-hint`;
  const today = dayOf(now);
  const chosen = formatLocalDateTime(buildLocalDateTime(day, time));

  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{T.dateLabel}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)] items-start gap-2">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={dayId} className="text-xs text-muted-foreground">
            {T.dayLabel}
          </Label>
          <DateField
            id={dayId}
            min={today}
            value={day}
            required
            disabled={disabled}
            error={errors?.day}
            aria-describedby={hintId}
            onValueChange={onDay}
            onBlur={() => onLeave?.('day')}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={timeId} className="text-xs text-muted-foreground">
            {T.timeLabel}
          </Label>
          <TimeField
            id={timeId}
            value={time}
            min={day === today ? timeOf(now) : undefined}
            required
            disabled={disabled}
            error={errors?.time}
            aria-describedby={hintId}
            onValueChange={onTime}
            onBlur={() => onLeave?.('time')}
          />
        </div>
      </div>
      <div id={hintId} className="flex items-start gap-2 text-xs text-muted-foreground">
        <CalendarClock aria-hidden="true" className="mt-px size-4 shrink-0 text-emerald-600" />
        <p>
          {chosen ? (
            <span className="font-semibold text-slate-800 tabular-nums">{T.chosen(chosen)} · </span>
          ) : null}
          {T.dateHint}
        </p>
      </div>
    </fieldset>
  );
}
