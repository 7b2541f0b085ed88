import { MSG } from '@conecta/contract';
import { Clock } from 'lucide-react';
import { useState, type ComponentProps } from 'react';

import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { INVALID_TIME, maskTimeText, readTimeText, timeSuggestions } from '@/lib/br-time';
import { cn } from '@/lib/utils';

export { INVALID_TIME } from '@/lib/br-time';

const SUGGESTIONS = timeSuggestions();

type TimeFieldProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type' | 'min'> & {
  id: string;
  /** 'HH:mm', '' while none is typed, INVALID_TIME for a text that is no time of day. */
  value: string;
  onValueChange: (value: string) => void;
  /** Suggestions before this 'HH:mm' are not offered (the hours already gone today). */
  min?: string;
  /** The times offered; every 30 minutes from 07:00 to 20:00 unless told. */
  suggestions?: string[];
  /** What is wrong with the field, shown under it; the field is then marked invalid. */
  error?: string | null;
};

/**
 * A time typed the way people write it, '14:30', '14h30', '14h' or '9', 24-hour whatever the
 * browser's language, with a short list of suggestions beside it for the mouse (instead of a
 * list of every quarter of the day). The form gets 'HH:mm', '' for an empty field, or
 * INVALID_TIME. Leaving the field writes the time out as HH:mm.
 */
export function TimeField({
  id,
  value,
  onValueChange,
  min,
  suggestions = SUGGESTIONS,
  error,
  disabled,
  className,
  onBlur,
  ...inputProps
}: TimeFieldProps) {
  const [text, setText] = useState(value === INVALID_TIME ? '' : value);
  const [shownFor, setShownFor] = useState(value);
  // A value set from outside (a reset, a suggestion) replaces what was typed.
  if (value !== shownFor) {
    setShownFor(value);
    if (value !== INVALID_TIME) setText(value);
  }
  const [open, setOpen] = useState(false);

  const typed = (input: string) => {
    const masked = maskTimeText(input);
    setText(masked);
    const next = masked.trim() === '' ? '' : (readTimeText(masked) ?? INVALID_TIME);
    setShownFor(next);
    onValueChange(next);
  };

  const choose = (time: string) => {
    setText(time);
    setShownFor(time);
    onValueChange(time);
    setOpen(false);
  };

  const offered = min ? suggestions.filter((t) => t >= min) : suggestions;
  const errorId = fieldErrorId(id);
  const describedBy = [inputProps['aria-describedby'], error ? errorId : '']
    .filter(Boolean)
    .join(' ');

  return (
    <div className={cn('grid min-w-0 gap-1.5', className)}>
      <div className="flex min-w-0 gap-1.5">
        <Input
          id={id}
          inputMode="text"
          autoComplete="off"
          placeholder={MSG.common.timePlaceholder}
          maxLength={5}
          value={text}
          disabled={disabled}
          onChange={(e) => typed(e.target.value)}
          className="tabular-nums"
          {...inputProps}
          aria-invalid={error ? true : inputProps['aria-invalid']}
          aria-describedby={describedBy || undefined}
          onBlur={(e) => {
            if (/^\d{2}:\d{2}$/.test(value)) setText(value);
            onBlur?.(e);
          }}
        />
        <Popover open={open} onOpenChange={setOpen}>
          <PopoverTrigger
            type="button"
            disabled={disabled}
            aria-label={MSG.common.openTimes}
            className="grid size-11 shrink-0 place-items-center rounded-lg border border-input bg-card text-slate-600 hover:bg-slate-50 focus-visible:ring-2 focus-visible:ring-ring/40 focus-visible:outline-none disabled:opacity-60"
          >
            <Clock className="size-4" aria-hidden />
          </PopoverTrigger>
          <PopoverContent align="end" className="w-52 p-1.5">
            <ul
              aria-label={MSG.common.openTimes}
              className="grid max-h-64 grid-cols-2 gap-0.5 overflow-y-auto"
            >
              {offered.map((t) => (
                <li key={t}>
                  <button
                    type="button"
                    aria-pressed={t === value}
                    onClick={() => choose(t)}
                    ref={(el) => {
                      if (el && t === value) el.scrollIntoView?.({ block: 'nearest' });
                    }}
                    className={cn(
                      'h-8 w-full rounded-md px-3 text-sm tabular-nums hover:bg-emerald-50',
                      t === value && 'bg-emerald-700 text-white hover:bg-emerald-700',
                    )}
                  >
                    {t}
                  </button>
                </li>
              ))}
            </ul>
          </PopoverContent>
        </Popover>
      </div>
      <FieldError id={errorId}>{error}</FieldError>
    </div>
  );
}
