import { MSG } from '@conecta/contract';
import { CalendarDays, ChevronLeft, ChevronRight } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatBrDate, isoDay, maskDayText, readBrDay } from '@/lib/br-date';
import { cn } from '@/lib/utils';

/** The value of a field whose text is not a day: the form refuses it, the text stays. */
export const INVALID_DAY = 'invalid';

const WEEKDAYS = ['D', 'S', 'T', 'Q', 'Q', 'S', 'S'];
const monthTitle = new Intl.DateTimeFormat('pt-BR', { month: 'long', year: 'numeric' });
const dayName = new Intl.DateTimeFormat('pt-BR', {
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

type DateFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min'> & {
  id: string;
  /** The ISO day (aaaa-mm-dd), '' while none is typed, INVALID_DAY for a bad or half text. */
  value: string;
  onValueChange: (value: string) => void;
  /**
   * Days before this ISO day are not offered in the calendar, and a 'dd/mm' typed before it
   * means that day next year (a field for what is still to come: tasks, reminders, holidays).
   */
  min?: string;
  /** Told whether what is typed is not a day: half-typed, or one that does not exist (31/02). */
  onBadInput?: (bad: boolean) => void;
  /** What is wrong with the field, shown under it; the field is then marked invalid. */
  error?: string | null;
};

/**
 * A day typed the Brazilian way whatever the browser's language (the browser's own date input
 * shows mm/dd/yyyy in an English browser): dd/mm/aaaa, dd/mm/aa or just dd/mm (this year), with
 * a month calendar beside it for the mouse. The form gets the ISO day, '' for an empty field, or
 * INVALID_DAY (never a silent '' for a half date). Leaving the field writes the day out in full,
 * so '28/11' shows the year it was read as.
 */
export function DateField({
  id,
  value,
  onValueChange,
  min,
  onBadInput,
  error,
  disabled,
  className,
  onBlur,
  ...inputProps
}: DateFieldProps) {
  const [text, setText] = useState(() => formatBrDate(value));
  const [shownFor, setShownFor] = useState(value);
  // A value set from outside (a reset, the calendar) replaces what was typed.
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== INVALID_DAY) setText(formatBrDate(value));
  }
  const [open, setOpen] = useState(false);

  const typed = (input: string) => {
    const masked = maskDayText(input);
    setText(masked);
    const parsed = readBrDay(masked, isoToday(), min);
    const next =
      masked === '' ? '' : parsed === 'incomplete' || parsed === 'invalid' ? INVALID_DAY : parsed;
    onBadInput?.(next === INVALID_DAY);
    setShownFor(next);
    onValueChange(next);
  };

  const choose = (iso: string) => {
    setText(formatBrDate(iso));
    setShownFor(iso);
    onBadInput?.(false);
    onValueChange(iso);
    setOpen(false);
  };

  const errorId = fieldErrorId(id);
  const describedBy = [inputProps['aria-describedby'], error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <div className="flex min-w-0 gap-1.5">
        <Input
          id={id}
          inputMode="numeric"
          autoComplete="off"
          placeholder={MSG.common.datePlaceholder}
          maxLength={10}
          value={text}
          disabled={disabled}
          onChange={(e) => typed(e.target.value)}
          className="tabular-nums"
          {...inputProps}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy || undefined}
          onBlur={(e) => {
            if (/^\d{4}-\d{2}-\d{2}$/.test(value)) setText(formatBrDate(value));
            onBlur?.(e);
          }}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger
            type="button"
            disabled={disabled}
            aria-label={MSG.common.openCalendar}
            className="grid size-11 shrink-0 place-items-center rounded-lg border border-input bg-card text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-60"
          >
            <CalendarDays className="size-4" aria-hidden />
          </PopoverTrigger>
          <PopoverContent align="end">
            <MonthCalendar selected={value} min={min} onChoose={choose} />
          </PopoverContent>
        </Popover>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}

function MonthCalendar({
  selected,
  min,
  onChoose,
}: {
  selected: string;
  min?: string;
  onChoose: (iso: string) => void;
}) {
  const start = /^\d{4}-\d{2}/.test(selected) ? selected : (min ?? isoToday());
  const [month, setMonth] = useState(() => ({
    year: Number(start.slice(0, 4)),
    index: Number(start.slice(5, 7)) - 1,
  }));
  const first = new Date(month.year, month.index, 1);
  const days = new Date(month.year, month.index + 1, 0).getDate();
  const title = monthTitle.format(first);
  const move = (delta: number) =>
    setMonth(({ year, index }) => {
      const d = new Date(year, index + delta, 1);
      return { year: d.getFullYear(), index: d.getMonth() };
    });
  const today = isoToday();

  return (
    <div className="grid gap-2">
      <div className="flex items-center justify-between">
        <button
          type="button"
          onClick={() => move(-1)}
          aria-label={MSG.common.previousMonth}
          className="grid size-8 place-items-center rounded-md hover:bg-slate-100"
        >
          <ChevronLeft className="size-4" aria-hidden />
        </button>
        <p className="text-sm font-semibold" aria-live="polite">
          {title.charAt(0).toUpperCase() + title.slice(1)}
        </p>
        <button
          type="button"
          onClick={() => move(1)}
          aria-label={MSG.common.nextMonth}
          className="grid size-8 place-items-center rounded-md hover:bg-slate-100"
        >
          <ChevronRight className="size-4" aria-hidden />
        </button>
      </div>
      <div className="grid grid-cols-7 gap-0.5 text-center text-xs">
        {WEEKDAYS.map((d, i) => (
          <span key={i} aria-hidden className="py-1 font-medium text-muted-foreground">
            {d}
          </span>
        ))}
        {Array.from({ length: first.getDay() }, (_, i) => (
          <span key={`pad-${i}`} />
        ))}
        {Array.from({ length: days }, (_, i) => {
          const iso = isoDay(month.year, month.index, i + 1);
          const blocked = min !== undefined && iso < min;
          const chosen = iso === selected;
          return (
            <button
              key={iso}
              type="button"
              disabled={blocked}
              aria-pressed={chosen}
              aria-label={dayName.format(new Date(month.year, month.index, i + 1))}
              onClick={() => onChoose(iso)}
              className={cn(
                'h-8 rounded-md text-sm tabular-nums hover:bg-emerald-50 disabled:pointer-events-none disabled:text-slate-300',
                iso === today && 'font-semibold text-emerald-700',
                chosen && 'bg-emerald-700 text-white hover:bg-emerald-700',
              )}
            >
              {i + 1}
            </button>
          );
        })}
      </div>
    </div>
  );
}

function isoToday(): string {
  const d = new Date();
  return isoDay(d.getFullYear(), d.getMonth(), d.getDate());
}
