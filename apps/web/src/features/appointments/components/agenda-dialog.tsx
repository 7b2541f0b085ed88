import { MSG } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';

import { DateField, INVALID_DAY } from '@/components/date-field';
import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { downloadFile } from '@/lib/download-file';
import { recordExport } from '@/features/privacy';
import { useOpenChat } from '@/lib/open-chat-request';
import { cn } from '@/lib/utils';

import { appointmentKeys, listDayAppointments } from '../api/appointments';
import { appointmentsToCsv } from '../agenda-csv';
import { STATE_STYLE, stateLabel, stateOf, type StateKey, tomorrow } from '../appointment-state';
import { ReminderSettingsForm } from './reminder-settings-form';

const A = MSG.appointmentRules;
const COUNTED: StateKey[] = ['confirmed', 'waiting', 'reschedule', 'noAnswer'];

/** 'Consultas' from the side menu: a day's appointments (tomorrow first) and their answers. */
export function AgendaDialog({ userId, ...dialog }: ManageDialogProps & { userId: string }) {
  return (
    <ManageDialog
      {...dialog}
      title={A.agendaTitle}
      description={A.agendaDescription}
      widthClass="max-w-3xl"
    >
      {dialog.open ? (
        <div className="grid gap-4">
          <Agenda userId={userId} onOpened={() => dialog.onOpenChange(false)} />
          <ReminderSettingsForm />
        </div>
      ) : null}
    </ManageDialog>
  );
}

function Agenda({ userId, onOpened }: { userId: string; onOpened: () => void }) {
  const [day, setDay] = useState(() => tomorrow(new Date()));
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(day) && day !== INVALID_DAY;
  const openChat = useOpenChat();
  const query = useQuery({
    queryKey: appointmentKeys.day(userId, day),
    queryFn: ({ signal }) => listDayAppointments(day, signal),
    enabled: valid,
  });
  const list = query.data?.appointments ?? [];
  const counts = new Map<StateKey, number>();
  for (const a of list) counts.set(stateOf(a), (counts.get(stateOf(a)) ?? 0) + 1);

  return (
    <div className="grid gap-4">
      <div className="flex flex-wrap items-end justify-between gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor="agenda-day">{A.agendaDayLabel}</Label>
          <DateField id="agenda-day" value={day} onValueChange={setDay} className="w-44" />
        </div>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={list.length === 0}
          onClick={() => {
            downloadFile(appointmentsToCsv(list), `consultas-${day}.csv`, 'text/csv;charset=utf-8');
            recordExport({ kind: 'agenda', rows: list.length });
          }}
        >
          <Download aria-hidden="true" />
          {A.agendaExport}
        </Button>
      </div>
      <ul aria-label={A.agendaTitle} className="flex flex-wrap gap-2">
        {COUNTED.map((key) => (
          <li key={key}>
            <Badge variant="outline" className={cn('rounded-md tabular-nums', STATE_STYLE[key])}>
              {A.agendaCount(stateLabel(key), counts.get(key) ?? 0)}
            </Badge>
          </li>
        ))}
      </ul>
      {query.isPending && valid ? (
        <p className="flex items-center gap-2 text-sm text-slate-600">
          <Spinner /> {A.loading}
        </p>
      ) : query.isError ? (
        <p role="alert" className="text-sm text-red-700">
          {A.loadFailed}
        </p>
      ) : list.length === 0 ? (
        <p className="py-6 text-center text-sm text-slate-600">{A.agendaEmpty}</p>
      ) : (
        <ul className="grid gap-2">
          {list.map((a) => {
            const state = stateOf(a);
            return (
              <li key={a.id}>
                <button
                  type="button"
                  aria-label={A.agendaOpenChat(a.patientName)}
                  disabled={!openChat}
                  onClick={() => {
                    openChat?.(a.chatId);
                    onOpened();
                  }}
                  className="grid w-full gap-1 rounded-lg border bg-white px-3 py-2 text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[4rem_1fr_auto] sm:items-center sm:gap-3"
                >
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {a.startsAt.slice(11, 16)}
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">
                      {a.patientName}
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {a.professional}
                      {a.lastReply ? ` · ${A.lastReply(a.lastReply)}` : ''}
                    </span>
                  </span>
                  <Badge variant="outline" className={cn('w-fit rounded-md', STATE_STYLE[state])}>
                    {stateLabel(state)}
                  </Badge>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
