import { MSG } from '@conecta/contract';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import {
  Select,
  SelectContent,
  SelectItem,
  SelectTrigger,
  SelectValue,
} from '@/components/ui/select';
import { Spinner } from '@/components/ui/spinner';
import { SettingsNotLoaded } from '@/features/settings-form';
import { timeZoneOptions } from '@/lib/time-zones';

import { useOpeningHoursForm } from '../hooks/use-opening-hours-form';
import { hoursDraft, type HoursDraft, type HoursParse, parseHoursDraft } from '../hours-text';

const R = MSG.routineRules;

/**
 * 'Horário de funcionamento', a section of 'Clínica': when the clinic's automatic messages may
 * go. A line of intervals per day and the time zone they are in, named as a place; the holidays
 * are the next section's (HolidaysForm), saved on their own.
 */
export function OpeningHoursForm() {
  return (
    <FoldingSection title={R.hoursTitle}>
      <OpeningHoursBody />
    </FoldingSection>
  );
}

function OpeningHoursBody() {
  const { query, draft, setDraft, save } = useOpeningHoursForm<HoursDraft>({
    savedTitle: R.hoursSaved,
    failedTitle: R.hoursSaveFailed,
  });
  const [problem, setProblem] = useState<Extract<HoursParse, { ok: false }> | null>(null);

  if (!query.data)
    return <SettingsNotLoaded query={query} loading={R.hoursLoading} failed={R.hoursLoadFailed} />;
  const { closedDates } = query.data.hours;
  const form = draft ?? hoursDraft(query.data.hours);
  const change = (next: HoursDraft) => {
    setDraft(next);
    setProblem(null);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseHoursDraft(form, closedDates);
    if (!parsed.ok) {
      setProblem(parsed);
      return;
    }
    save.mutate(parsed.hours);
  };
  const dayInvalid = (day: number) =>
    problem?.field === 'days' && (problem.day === undefined || problem.day === day);
  return (
    <form onSubmit={submit} noValidate className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{R.hoursHint}</p>
      <div className="flex items-start gap-2">
        <Checkbox
          id="hours-enabled"
          checked={form.enabled}
          onCheckedChange={(checked) => change({ ...form, enabled: checked === true })}
        />
        <Label htmlFor="hours-enabled" className="leading-5">
          {R.hoursEnabled}
        </Label>
      </div>
      <fieldset className="grid gap-2" disabled={save.isPending}>
        <legend className="sr-only">{R.hoursTitle}</legend>
        {R.weekdays.map((name, index) => (
          <div key={name} className="grid items-center gap-1 sm:grid-cols-[8rem_1fr] sm:gap-3">
            <Label htmlFor={`hours-day-${index}`}>{name}</Label>
            <Input
              id={`hours-day-${index}`}
              value={form.days[index] ?? ''}
              placeholder={R.hoursDayPlaceholder}
              aria-label={R.hoursDayLabel(name)}
              aria-describedby="hours-format"
              aria-invalid={dayInvalid(index) || undefined}
              inputMode="numeric"
              onChange={(e) => change({ ...form, days: form.days.with(index, e.target.value) })}
            />
          </div>
        ))}
        <p id="hours-format" className="text-xs text-slate-600 sm:pl-[8.75rem]">
          {R.hoursDayFormat}
        </p>
      </fieldset>
      <div className="grid gap-1.5">
        <Label htmlFor="hours-time-zone">{MSG.clinic.timeZoneLabel}</Label>
        <Select
          value={form.timeZone}
          onValueChange={(timeZone) => change({ ...form, timeZone })}
          disabled={save.isPending}
        >
          <SelectTrigger id="hours-time-zone">
            <SelectValue />
          </SelectTrigger>
          <SelectContent>
            {timeZoneOptions(query.data.hours.timeZone).map((z) => (
              <SelectItem key={z.id} value={z.id}>
                {z.label}
              </SelectItem>
            ))}
          </SelectContent>
        </Select>
      </div>
      {problem ? (
        <p role="alert" className="text-sm text-red-700">
          {problem.message}
        </p>
      ) : null}
      <div>
        <Button type="submit" size="sm" disabled={save.isPending}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? R.hoursSaving : R.hoursSave}
        </Button>
      </div>
    </form>
  );
}
