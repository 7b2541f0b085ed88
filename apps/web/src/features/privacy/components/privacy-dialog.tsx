import {
  type AccessLogEntry,
  dayIn,
  isBsuid,
  isErasedPatient,
  MSG,
  TOAST_MS,
} from '@conecta/contract';
import { useInfiniteQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useEffect, useState } from 'react';

import { DateField } from '@/components/date-field';
import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { Button } from '@/components/ui/button';
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
import { toast } from '@/components/ui/use-toast';
import { formatPhone } from '@/features/chat-list';
import { useTeam } from '@/features/team';
import { browserTimeZone, formatBrDateTime } from '@/lib/br-date';
import { downloadFile } from '@/lib/download-file';
import { describeFailure } from '@/lib/error-text';

import { type Period, PERIODS, periodDays } from '../access-period';
import { fetchAccessLogCsv, listAccessLog, privacyKeys } from '../api/privacy';
import { RetentionForm } from './retention-form';

const P = MSG.privacy;
const ANY = 'todos';
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/** 'Privacidade' from the side menu (Responsável): who read which patient's data, and when. */
export function PrivacyDialog({
  userId,
  timeZone,
  ...dialog
}: ManageDialogProps & {
  userId: string;
  /** The signed-in member's zone: the log's times and days (default: the browser's). */
  timeZone?: string | undefined;
}) {
  return (
    <ManageDialog {...dialog} title={P.title} description={P.description} widthClass="max-w-3xl">
      {dialog.open ? (
        <div className="grid gap-4">
          <AccessLog userId={userId} timeZone={timeZone ?? browserTimeZone()} />
          <RetentionForm userId={userId} />
        </div>
      ) : null}
    </ManageDialog>
  );
}

/** What was typed, once the typing stops: one request per search, not per key. */
function useSettled(value: string, ms = 300): string {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

function AccessLog({ userId, timeZone }: { userId: string; timeZone: string }) {
  const [patientText, setPatientText] = useState('');
  const [member, setMember] = useState(ANY);
  const [period, setPeriod] = useState<Period>('all');
  const [custom, setCustom] = useState({ from: '', to: '' });
  const patient = useSettled(patientText.trim());
  const team = useTeam(userId);
  // Today as the clinic counts it; each opening of the dialog mounts the log anew.
  const [today] = useState(() => dayIn(new Date(), timeZone));
  const days = periodDays(period, today, custom);
  // The CSV exports exactly this: the same patient, member and period.
  const filter = {
    patient: patient || undefined,
    member: member === ANY ? undefined : member,
    ...days,
  };
  const log = useInfiniteQuery({
    queryKey: privacyKeys.log(userId, filter),
    queryFn: ({ pageParam, signal }) =>
      listAccessLog({ ...filter, before: pageParam ?? undefined }, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.next,
    staleTime: 0,
    enabled: days !== null,
  });
  const entries = log.data?.pages.flatMap((p) => p.entries) ?? [];
  const [exporting, setExporting] = useState(false);
  const exportCsv = async () => {
    setExporting(true);
    try {
      const csv = await fetchAccessLogCsv(filter);
      downloadFile(csv, 'acessos.csv', 'text/csv;charset=utf-8');
      void log.refetch();
    } catch (error) {
      const failure = describeFailure(P.exportFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    } finally {
      setExporting(false);
    }
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[1fr_14rem_auto] sm:items-end">
        <div className="grid gap-1.5">
          <Label htmlFor="privacy-patient">{P.patientLabel}</Label>
          <Input
            id="privacy-patient"
            type="search"
            value={patientText}
            placeholder={P.patientPlaceholder}
            maxLength={100}
            onChange={(e) => setPatientText(e.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor="privacy-member">{P.memberLabel}</Label>
          <Select value={member} onValueChange={setMember}>
            <SelectTrigger id="privacy-member">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              <SelectItem value={ANY}>{P.anyMember}</SelectItem>
              {(team.data?.members ?? []).map((m) => (
                <SelectItem key={m.userId} value={m.userId}>
                  {m.name}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <Button
          type="button"
          variant="outline"
          disabled={exporting || days === null || entries.length === 0}
          onClick={() => void exportCsv()}
        >
          {exporting ? <Spinner /> : <Download aria-hidden="true" />}
          {P.export}
        </Button>
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="privacy-period">{P.periodLabel}</Label>
          <Select value={period} onValueChange={(v) => setPeriod(v as Period)}>
            <SelectTrigger id="privacy-period" className="w-48">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {PERIODS.map((p) => (
                <SelectItem key={p} value={p}>
                  {P.periods[p]}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        {period === 'custom' ? (
          <>
            <div className="grid gap-1.5">
              <Label htmlFor="privacy-from">{P.periodFromLabel}</Label>
              <DateField
                id="privacy-from"
                value={custom.from}
                onValueChange={(from) => setCustom((c) => ({ ...c, from }))}
                className="w-44"
              />
            </div>
            <div className="grid gap-1.5">
              <Label htmlFor="privacy-to">{P.periodToLabel}</Label>
              <DateField
                id="privacy-to"
                value={custom.to}
                onValueChange={(to) => setCustom((c) => ({ ...c, to }))}
                className="w-44"
              />
            </div>
          </>
        ) : null}
      </div>
      {days === null ? (
        <p role="alert" className="text-sm text-red-700">
          {P.periodOrder}
        </p>
      ) : log.isPending ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {P.loading}
        </p>
      ) : log.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {P.loadFailed}
        </p>
      ) : entries.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{P.empty}</p>
      ) : (
        <ol aria-label={P.title} className="grid gap-1.5">
          {entries.map((e) => (
            <AccessRow key={e.id} entry={e} timeZone={timeZone} />
          ))}
        </ol>
      )}
      {log.hasNextPage ? (
        <Button
          variant="outline"
          size="sm"
          className="justify-self-start"
          disabled={log.isFetchingNextPage}
          onClick={() => void log.fetchNextPage()}
        >
          {log.isFetchingNextPage ? <Spinner /> : null}
          {P.more}
        </Button>
      ) : null}
    </div>
  );
}

function AccessRow({ entry: e, timeZone }: { entry: AccessLogEntry; timeZone: string }) {
  // An erasure names no one ('apagou os dados do paciente' says it all); the other entries of an
  // erased patient read 'um paciente apagado', never a number made of the tombstone.
  const patient =
    e.kind === 'erasure'
      ? null
      : isErasedPatient(e.chatId)
        ? P.erasedPatientInSentence
        : // A username user's BSUID is never shown: their name or '@username' (chatName) or none.
          (e.chatName ?? (e.chatId && !isBsuid(e.chatId) ? formatPhone(e.chatId) : null));
  // 'abriu um arquivo da conversa com Isabela Marques', not 'abriu um arquivo Isabela Marques'.
  const action = (patient && P.kindsWithPatient[e.kind]) || P.kinds[e.kind];
  return (
    <li className="grid gap-0.5 rounded-lg border bg-white px-3 py-2 text-sm sm:grid-cols-[9rem_1fr] sm:gap-3">
      <time dateTime={e.at} className="text-xs text-slate-500 tabular-nums sm:pt-0.5">
        {formatBrDateTime(e.at, timeZone)}
      </time>
      <span className="min-w-0">
        <span className="text-slate-900">
          <strong className="font-medium">{e.memberName ?? P.system}</strong> {action}
          {patient ? (
            <>
              {' '}
              <strong className="font-medium">{patient}</strong>
            </>
          ) : null}
        </span>
        <span className="block truncate text-xs text-slate-500">
          {[e.detail, e.ip ? `IP ${e.ip}` : null].filter(Boolean).join(' · ')}
        </span>
      </span>
    </li>
  );
}
