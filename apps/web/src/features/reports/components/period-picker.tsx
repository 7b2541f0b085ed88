import { REPORT_MSG, REPORT_PERIODS, type ReportPeriod, type ReportQuery } from '@conecta/contract';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

const M = REPORT_MSG;

/** The period buttons; 'Personalizado' shows two dates and 'Aplicar'. */
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
            if (from && to) onChange({ period: 'custom', from, to });
          }}
        >
          <div className="grid gap-1">
            <Label htmlFor="report-from">{M.from}</Label>
            <Input
              id="report-from"
              type="date"
              value={from}
              onChange={(e) => setFrom(e.target.value)}
            />
          </div>
          <div className="grid gap-1">
            <Label htmlFor="report-to">{M.to}</Label>
            <Input id="report-to" type="date" value={to} onChange={(e) => setTo(e.target.value)} />
          </div>
          <Button type="submit" size="sm" disabled={!from || !to || from > to}>
            {M.apply}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
