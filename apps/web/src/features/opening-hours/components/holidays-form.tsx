import {
  brazilianHolidays,
  holidayName,
  isRecurringDate,
  MSG,
  sortClosedDates,
  TOAST_MS,
  utcToLocal,
  zOpeningHours,
} from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { X } from 'lucide-react';
import { useState, type FormEvent } from 'react';

import { FoldingSection } from '@/components/folding-section';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { useSessionClinic } from '@/features/session';
import { describeFailure } from '@/lib/error-text';

import { openingHoursKey, saveOpeningHours } from '../api/opening-hours';
import { useOpeningHours } from '../hooks/use-opening-hours';
import { closedDateText, parseClosedDate } from '../hours-text';

const R = MSG.routineRules;
const C = MSG.clinic;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Feriados', a section of 'Clínica': the days the clinic is closed whatever the weekday says,
 * '25/12' every year or '25/12/2026' one day, each with its name when it is a national holiday.
 * 'Adicionar feriados nacionais' adds the fixed ones and this and next year's Good Friday.
 */
export function HolidaysForm() {
  return (
    <FoldingSection title={C.holidaysTitle}>
      <HolidaysBody />
    </FoldingSection>
  );
}

function HolidaysBody() {
  const queryClient = useQueryClient();
  const clinicId = useSessionClinic()?.id ?? 'sem-clinica';
  const query = useOpeningHours();
  const [draft, setDraft] = useState<string[] | null>(null);
  const [typed, setTyped] = useState('');
  const [problem, setProblem] = useState<string | null>(null);
  const save = useMutation({
    mutationFn: saveOpeningHours,
    onSuccess: (answer) => {
      queryClient.setQueryData(openingHoursKey(clinicId), answer);
      setDraft(null);
      toast({ title: C.holidaysSaved, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(C.holidaysSaveFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });

  if (query.isPending)
    return (
      <p className="flex items-center gap-2 px-4 pb-4 text-sm text-slate-600">
        <Spinner /> {R.hoursLoading}
      </p>
    );
  if (!query.data)
    return (
      <p role="alert" className="px-4 pb-4 text-sm text-red-700">
        {R.hoursLoadFailed}
      </p>
    );
  const { hours } = query.data;
  const dates = draft ?? sortClosedDates(hours.closedDates);
  const change = (next: string[]) => {
    setDraft(sortClosedDates(next));
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
    change([...dates, date]);
    setTyped('');
  };
  const addNational = () => {
    const year = Number(utcToLocal(new Date(), hours.timeZone).slice(0, 4));
    const missing = brazilianHolidays([year, year + 1])
      .map((h) => h.date)
      .filter((d) => !dates.includes(d));
    change([...dates, ...missing]);
    toast({ title: C.holidaysAdded(missing.length), duration: TOAST_MS.dashboard });
  };
  const submit = () => {
    const checked = zOpeningHours.safeParse({ ...hours, closedDates: dates });
    if (!checked.success) {
      setProblem(checked.error.issues[0]!.message);
      return;
    }
    save.mutate(checked.data);
  };
  return (
    <div className="grid gap-3 px-4 pb-4">
      <p className="text-xs text-slate-600">{C.holidaysHint}</p>
      {dates.length === 0 ? (
        <p className="text-sm text-slate-600">{C.holidaysEmpty}</p>
      ) : (
        <ul aria-label={C.holidaysTitle} className="grid gap-1">
          {dates.map((date) => {
            const text = closedDateText(date);
            const name = holidayName(date);
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
          })}
        </ul>
      )}
      <form onSubmit={add} noValidate className="grid gap-1.5">
        <Label htmlFor="holiday-new">{C.holidayAddLabel}</Label>
        <div className="flex flex-col gap-2 sm:flex-row">
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
          <Button type="submit" size="sm" variant="outline" disabled={save.isPending}>
            {C.holidayAdd}
          </Button>
        </div>
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
