import {
  type ClinicNumber,
  formatPhone,
  MSG,
  type NumberHealthResponse,
  pacingTodayLines,
} from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui/table';
import { numberName, useClinicNumbers } from '@/features/clinic-numbers';
import { formatBrDateTime } from '@/lib/br-date';

import { getNumberHealth, getTodayPacing } from '../api/number-health-api';
import { numberHealthKeys } from '../queries';
import { OutageAlertForm } from './outage-alert-form';

const H = MSG.numberHealth;

// Rounded down: a month with a few minutes down never reads '100%'.
const percent = (share: number | null) =>
  share === null
    ? H.uptimeUnknown
    : `${(Math.floor(share * 1000) / 10).toLocaleString('pt-BR', { maximumFractionDigits: 1 })}%`;

/** '27/11' of an ISO day. */
const shortDay = (day: string) => `${day.slice(8, 10)}/${day.slice(5, 7)}`;

/**
 * 'Saúde do número', the Responsável's, from the side menu: how much of the last 7 and 30 days
 * the number was connected, each outage, the messages a day and the alert delay. The figures
 * are defined in docs/product.md.
 */
export function NumberHealthDialog({
  userId,
  timeZone,
  ...dialog
}: ManageDialogProps & { userId: string; timeZone: string }) {
  return (
    <ManageDialog {...dialog} title={H.title} description={H.description} widthClass="max-w-3xl">
      {dialog.open ? <NumberHealthBody userId={userId} timeZone={timeZone} /> : null}
    </ManageDialog>
  );
}

/**
 * The dialog's content. A clinic with more than one number (issue 48) picks which number's
 * figures it reads, the main one first; with one number it is the main number's, as always.
 */
export function NumberHealthBody({ userId, timeZone }: { userId: string; timeZone: string }) {
  const numbers = useClinicNumbers();
  const [picked, setPicked] = useState<string | null>(null);
  const chosen = numbers.find((n) => n.id === picked) ?? numbers[0];
  // The main number is asked without an id, as before numbers were several: one cache entry.
  const numberId = chosen && !chosen.main ? chosen.id : undefined;
  // A column, not a grid: a grid item would grow to the tables' width on a phone.
  return (
    <div className="flex min-w-0 flex-col gap-4">
      {numbers.length > 1 && chosen ? (
        <NumberPicker numbers={numbers} value={chosen.id} onChange={setPicked} />
      ) : null}
      <NumberFigures userId={userId} timeZone={timeZone} numberId={numberId} />
    </div>
  );
}

function NumberPicker({
  numbers,
  value,
  onChange,
}: {
  numbers: ClinicNumber[];
  value: string;
  onChange: (id: string) => void;
}) {
  const id = useId();
  return (
    <div className="flex flex-col gap-1 text-sm sm:flex-row sm:items-center sm:gap-3">
      <label htmlFor={id} className="font-medium text-slate-700">
        {H.numberLabel}
      </label>
      <select
        id={id}
        value={value}
        onChange={(e) => onChange(e.target.value)}
        className="h-11 w-full min-w-0 rounded-lg border border-input bg-card px-3 text-base text-slate-800 outline-none focus-visible:ring-2 focus-visible:ring-ring/40 sm:h-9 sm:w-auto sm:max-w-md sm:text-sm"
      >
        {numbers.map((n) => (
          <option key={n.id} value={n.id}>
            {H.numberOption(numberName(n), n.label ? formatPhone(n.phone) : null, n.main)}
          </option>
        ))}
      </select>
    </div>
  );
}

function NumberFigures({
  userId,
  timeZone,
  numberId,
}: {
  userId: string;
  timeZone: string;
  numberId: string | undefined;
}) {
  const query = useQuery({
    queryKey: numberHealthKeys.health(userId, numberId),
    queryFn: ({ signal }) => getNumberHealth(numberId, signal),
  });
  if (query.isPending)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {H.loading}
      </p>
    );
  if (!query.data)
    return (
      <div role="alert" className="flex items-center gap-3 text-sm text-red-700">
        <span>{H.failed}</span>
        <Button type="button" size="sm" variant="outline" onClick={() => void query.refetch()}>
          {H.retry}
        </Button>
      </div>
    );
  return (
    <HealthFigures data={query.data} timeZone={timeZone} userId={userId} numberId={numberId} />
  );
}

function HealthFigures({
  data,
  timeZone,
  userId,
  numberId,
}: {
  data: NumberHealthResponse;
  timeZone: string;
  userId: string;
  numberId: string | undefined;
}) {
  const quiet = data.days.every((d) => d.sent === 0 && d.received === 0);
  return (
    <div className="grid grid-cols-1 gap-5 text-sm">
      <dl className="grid grid-cols-1 gap-3 sm:grid-cols-3">
        <Figure label={H.uptime7} value={percent(data.uptime7)} />
        <Figure label={H.uptime30} value={percent(data.uptime30)} />
        <Figure
          label={H.ratio}
          value={
            data.ratio === null
              ? H.ratioNone
              : data.ratio.toLocaleString('pt-BR', { maximumFractionDigits: 2 })
          }
        />
      </dl>

      <section aria-label={H.outagesTitle}>
        <h3 className="mb-1 font-semibold text-slate-900">{H.outagesTitle}</h3>
        {data.outages.length === 0 ? (
          <p className="text-slate-600">{H.noOutages}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{H.outageStart}</TableHead>
                <TableHead>{H.outageEnd}</TableHead>
                <TableHead>{H.outageLength}</TableHead>
                <TableHead>{H.outageReason}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.outages.map((o) => (
                <TableRow key={o.start}>
                  <TableCell>{formatBrDateTime(o.start, timeZone)}</TableCell>
                  <TableCell>{o.end ? formatBrDateTime(o.end, timeZone) : H.ongoing}</TableCell>
                  <TableCell>{H.duration(o.lengthMs)}</TableCell>
                  <TableCell>{H.reasons[o.reason]}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <section aria-label={H.dailyTitle}>
        <h3 className="mb-1 font-semibold text-slate-900">{H.dailyTitle}</h3>
        {quiet ? (
          <p className="text-slate-600">{H.noMessages}</p>
        ) : (
          <Table>
            <TableHeader>
              <TableRow>
                <TableHead>{H.day}</TableHead>
                <TableHead className="text-right">{H.sent}</TableHead>
                <TableHead className="text-right">{H.received}</TableHead>
                <TableHead className="text-right">{H.automatic}</TableHead>
              </TableRow>
            </TableHeader>
            <TableBody>
              {data.days.map((d) => (
                <TableRow key={d.day}>
                  <TableCell>{shortDay(d.day)}</TableCell>
                  <TableCell className="text-right tabular-nums">{d.sent}</TableCell>
                  <TableCell className="text-right tabular-nums">{d.received}</TableCell>
                  <TableCell className="text-right tabular-nums">{d.automatic}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        )}
      </section>

      <AutomaticToday userId={userId} numberId={numberId} />

      <OutageAlertForm userId={userId} minutes={data.alertMinutes} />
    </div>
  );
}

/**
 * Today's automatic messages against the cap, of the number shown (each has its own cap and
 * warm-up); left out while it loads or if it fails.
 */
function AutomaticToday({ userId, numberId }: { userId: string; numberId: string | undefined }) {
  const query = useQuery({
    queryKey: numberHealthKeys.pacing(userId),
    queryFn: ({ signal }) => getTodayPacing(signal),
  });
  if (!query.data) return null;
  const today = numberId ? query.data.numbers.find((n) => n.id === numberId) : query.data.today;
  if (!today) return null;
  const [head, count] = pacingTodayLines(today);
  return (
    <section aria-label={H.automaticToday}>
      <h3 className="mb-1 font-semibold text-slate-900">{H.automaticToday}</h3>
      <p className="text-slate-700">{head}</p>
      <p className="text-slate-700 tabular-nums">{count}</p>
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-slate-200 bg-slate-50 px-3 py-2">
      <dt className="text-slate-600">{label}</dt>
      <dd className="text-xl font-semibold text-slate-900 tabular-nums">{value}</dd>
    </div>
  );
}
