import { REPORT_MSG, REPORT_PERIODS, type ReportPeriod, type ReportQuery } from '@conecta/contract';
import { useState } from 'react';

import { DateField, INVALID_DAY } from '@/components/date-field';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';

const M = REPORT_MSG;

/**
 * The period buttons; 'Personalizado' shows two dates typed dd/mm/aaaa as everywhere else in the
 * app (the browser's own date input reads mm/dd/yyyy in an English browser) and 'Aplicar'.
 */
export function PeriodPicker({
  value,
  onChange,
}: {
  value: ReportQuery;
  onChange: (q: ReportQuery) => void;
}) {
  const [custom, setCustom] = useState(value.period === 'custom');
  const [from, setFrom] = useState(value.from ?? '');
  const [to, setTo] = useState(value.to ?? '');
  const pick = (period: ReportPeriod) => {
    if (period === 'custom') {
      setCustom(true);
      return;
    }
    setCustom(false);
    onChange({ period });
  };
  const active = custom ? 'custom' : value.period;
  const ready =
    from !== '' && to !== '' && from !== INVALID_DAY && to !== INVALID_DAY && from <= to;
  return (
    <div className="grid gap-3">
      <div role="group" aria-label={M.periodLabel} className="flex flex-wrap gap-2">
        {REPORT_PERIODS.map((p) => (
          <Button
            key={p}
            size="sm"
            variant={active === p ? 'default' : 'outline'}
            aria-pressed={active === p}
            onClick={() => pick(p)}
          >
            {M.periods[p]}
          </Button>
        ))}
      </div>
      {custom ? (
        <form
          className="flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (ready) onChange({ period: 'custom', from, to });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="report-from">{M.from}</Label>
            <DateField id="report-from" value={from} onValueChange={setFrom} />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="report-to">{M.to}</Label>
            <DateField id="report-to" value={to} onValueChange={setTo} />
          </div>
          <Button type="submit" size="sm" disabled={!ready}>
            {M.apply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
