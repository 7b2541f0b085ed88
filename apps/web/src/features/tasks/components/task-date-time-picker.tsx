import { MSG } from '@conecta/contract';
import { CalendarClock } from 'lucide-react';
import { useMemo, useState } from 'react';

import { DateField, INVALID_DAY } from '@/components/date-field';
import { FieldError } from '@/components/ui/field-error';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';

import {
  buildLocalDateTime,
  formatLocalDateTime,
  isPastTime,
  timeOptions,
  toDayValue,
} from '../task-date';

type TaskDateTimePickerProps = {
  idPrefix: string;
  day: string;
  time: string;
  onDay: (day: string) => void;
  onTime: (time: string) => void;
  disabled?: boolean;
};

const TIMES = timeOptions();

/**
 * The send date: a dd/mm/aaaa date field whose calendar starts at today, so earlier days are
 * blocked, and a list of times on 15-minute steps where the times already past today are
 * disabled. The choice reads back as dd/MM/yyyy HH:mm. A date typed half-way or impossible says
 * 'Date input not valid.'
 */
export function TaskDateTimePicker(props: TaskDateTimePickerProps) {
  const { idPrefix, day, time, onDay, onTime, disabled } = props;
  const T = MSG.tasks;
  const [now, setNow] = useState(() => new Date());
  const [badInput, setBadInput] = useState(false);
  const dayId = `${idPrefix}-day`;
  const timeId = `${idPrefix}-time`;
  const hintId = `${idPrefix}-when-hint`;
  const errorId = `${idPrefix}-day-error`;
  const chosen = formatLocalDateTime(buildLocalDateTime(day, time));
  // A time that is not on a step (a task saved elsewhere) stays choosable.
  const times = useMemo(
    () => (time && !TIMES.includes(time) ? [...TIMES, time].sort() : TIMES),
    [time],
  );

  return (
    <fieldset className="grid min-w-0 gap-2" disabled={disabled}>
      <legend className="mb-2 text-sm leading-none font-medium">{T.dateLabel}</legend>
      <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,8rem)] gap-2">
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={dayId} className="text-xs text-muted-foreground">
            {T.dayLabel}
          </Label>
          <DateField
            id={dayId}
            min={toDayValue(now)}
            value={day}
            required
            disabled={disabled}
            aria-invalid={badInput || undefined}
            aria-describedby={[badInput ? errorId : '', hintId].filter(Boolean).join(' ')}
            onBadInput={setBadInput}
            onValueChange={(value) => onDay(value === INVALID_DAY ? '' : value)}
          />
        </div>
        <div className="grid min-w-0 gap-1.5">
          <Label htmlFor={timeId} className="text-xs text-muted-foreground">
            {T.timeLabel}
          </Label>
          <Select
            value={time}
            onValueChange={onTime}
            onOpenChange={(open) => open && setNow(new Date())}
          >
            <SelectTrigger id={timeId} aria-describedby={hintId}>
              <SelectValue placeholder={T.timePlaceholder} />
            </SelectTrigger>
            <SelectContent className="max-h-64">
              {times.map((t) => (
                <SelectItem key={t} value={t} disabled={isPastTime(day, t, now)}>
                  {t}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
      </div>
      <FieldError id={errorId}>{badInput ? T.dateInvalid : null}</FieldError>
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
