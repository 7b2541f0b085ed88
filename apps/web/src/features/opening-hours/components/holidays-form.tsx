import {
  brazilianHolidays,
  CLOSED_DATE_NAME_MAX,
  holidayName,
  isRecurringDate,
  MSG,
  namesOfClosedDates,
  sortClosedDates,
  TOAST_MS,
  utcToLocal,
  zOpeningHours,
} from '@conecta/contract';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { SettingsNotLoaded } from '@/features/settings-form';

import { useOpeningHoursForm } from '../hooks/use-opening-hours-form';
import { closedDateText, parseClosedDate } from '../hours-text';

const R = MSG.routineRules;
const C = MSG.clinic;

/** The list being edited: its dates and the clinic's names for some of them. */
interface Draft {
  dates: string[];
  names: Record<string, string>;
}

/**
 * 'Feriados', a section of 'Clínica': the days the clinic is closed whatever the weekday says,
 * '25/12' every year or '25/12/2026' one day, each with the name the clinic gave it ('Recesso de
 * fim de ano') or, without one, its name when it is a national holiday.
 * 'Adicionar feriados nacionais' adds the fixed ones and this and next year's Good Friday (this
 * year's only while ahead); one-day dates that have passed are folded away under their count.
 */
export function HolidaysForm() {
  return (
    <FoldingSection title={C.holidaysTitle}>
      <HolidaysBody />
    </FoldingSection>
  );
}

function HolidaysBody() {
  const { query, draft, setDraft, save } = useOpeningHoursForm<Draft>({
    savedTitle: C.holidaysSaved,
    failedTitle: C.holidaysSaveFailed,
    // The server's sentence is about the hours; this section's own says the holidays were saved.
    ownTitle: true,
  });
  const [typed, setTyped] = useState('');
  const [typedName, setTypedName] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  // When the section opened: which one-day dates have passed does not change while it is open.
  const [openedAt] = useState(() => new Date());

  if (!query.data)
    return <SettingsNotLoaded query={query} loading={R.hoursLoading} failed={R.hoursLoadFailed} />;
  const { hours } = query.data;
  const dates = draft?.dates ?? sortClosedDates(hours.closedDates);
  const names = draft?.names ?? hours.closedDateNames ?? {};
  // The clinic's today: a one-day date before it has passed ('03/04/2026' last Easter).
  const today = utcToLocal(openedAt, hours.timeZone).slice(0, 10);
  const isPast = (date: string) => !isRecurringDate(date) && date < today;
  const ahead = dates.filter((d) => !isPast(d));
  const past = dates.filter(isPast);
  const change = (next: string[], nextNames: Record<string, string> = names) => {
    const sorted = sortClosedDates(next);
    setDraft({ dates: sorted, names: namesOfClosedDates(sorted, nextNames) });
    setProblem(null);
  };
  const add = (event: FormEvent) => {
    event.preventDefault();
    if (!typed.trim()) return;
    const date = parseClosedDate(typed);
    if (!date) {
      setProblem(C.holidayInvalid(typed.trim()));
      return;
    }
    if (dates.includes(date)) {
      setProblem(C.holidayRepeated(closedDateText(date)));
      return;
    }
    const name = typedName.trim();
    if (name.length > CLOSED_DATE_NAME_MAX) {
      setProblem(R.holidayNameTooLong(CLOSED_DATE_NAME_MAX));
      return;
    }
    change([...dates, date], name ? { ...names, [date]: name } : names);
    setTyped('');
    setTypedName('');
  };
  const addNational = () => {
    const year = Number(today.slice(0, 4));
    // This year's Good Friday once it is gone would only join the dates that already passed.
    const missing = brazilianHolidays([year, year + 1])
      .map((h) => h.date)
      .filter((d) => !dates.includes(d) && !isPast(d));
    change([...dates, ...missing]);
    toast({ title: C.holidaysAdded(missing.length), duration: TOAST_MS.dashboard });
  };
  const submit = () => {
    const checked = zOpeningHours.safeParse({
      ...hours,
      closedDates: dates,
      closedDateNames: namesOfClosedDates(dates, names),
    });
    if (!checked.success) {
      setProblem(checked.error.issues[0]!.message);
      return;
    }
    save.mutate(checked.data);
  };
  const row = (date: string) => {
    const text = closedDateText(date);
    const name = names[date] ?? holidayName(date);
    return (
      <li
        key={date}
        className="flex items-center justify-between gap-2 rounded-md border px-3 py-1.5 text-sm"
      >
        <span>
          <span className="font-medium tabular-nums text-slate-900">{text}</span>
          {name ? <span className="text-slate-700"> · {name}</span> : null}
          {isRecurringDate(date) ? (
            <span className="text-xs text-slate-600"> ({C.holidayEveryYear})</span>
          ) : null}
        </span>
        <Button
          type="button"
          size="icon"
          variant="ghost"
          aria-label={C.holidayRemove(text)}
          disabled={save.isPending}
          onClick={() => change(dates.filter((d) => d !== date))}
        >
          <X aria-hidden="true" />
        </Button>
      </li>
    );
  };
  return (
    <div className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{C.holidaysHint}</p>
      {ahead.length === 0 ? (
        <p className="text-sm text-slate-600">{C.holidaysEmpty}</p>
      ) : (
        <ul aria-label={C.holidaysTitle} className="grid gap-1">
          {ahead.map(row)}
        </ul>
      )}
      {past.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer text-slate-700">{C.holidaysPast(past.length)}</summary>
          <p className="mt-1 text-xs text-slate-600">{C.holidaysPastHint}</p>
          <ul aria-label={C.holidaysPastTitle} className="mt-1 grid gap-1">
            {past.map(row)}
          </ul>
        </details>
      ) : null}
      <form onSubmit={add} noValidate className="grid gap-2">
        <div className="grid gap-2 sm:grid-cols-2 sm:items-end">
          <div className="grid gap-1.5">
            <Label htmlFor="holiday-new">{C.holidayAddLabel}</Label>
            <Input
              id="holiday-new"
              value={typed}
              placeholder="25/12"
              inputMode="numeric"
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? 'holiday-problem' : undefined}
              disabled={save.isPending}
              onChange={(e) => {
                setTyped(e.target.value);
                setProblem(null);
              }}
            />
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor="holiday-new-name">{C.holidayNameLabel}</Label>
            <Input
              id="holiday-new-name"
              value={typedName}
              placeholder={C.holidayNamePlaceholder}
              maxLength={CLOSED_DATE_NAME_MAX}
              disabled={save.isPending}
              onChange={(e) => {
                setTypedName(e.target.value);
                setProblem(null);
              }}
            />
          </div>
        </div>
        <Button
          type="submit"
          size="sm"
          variant="outline"
          className="justify-self-start"
          disabled={save.isPending}
        >
          {C.holidayAdd}
        </Button>
      </form>
      {problem ? (
        <p id="holiday-problem" role="alert" className="text-sm text-red-700">
          {problem}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <Button type="button" size="sm" disabled={save.isPending} onClick={submit}>
          {save.isPending ? <Spinner /> : null}
          {save.isPending ? C.holidaysSaving : C.holidaysSave}
        </Button>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={save.isPending}
          onClick={addNational}
        >
          {C.holidayAddNational}
        </Button>
      </div>
    </div>
  );
}
