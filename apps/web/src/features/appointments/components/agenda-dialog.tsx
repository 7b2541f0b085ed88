import { dayIn, MSG, shiftDay } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { ChevronLeft, ChevronRight, Download } from 'lucide-react';
import { useState } from 'react';

import { DateField, INVALID_DAY } from '@/components/date-field';
import { ManageDialog, type ManageDialogProps } from '@/components/manage-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { browserTimeZone, formatDayInWords } from '@/lib/br-date';
import { downloadFile } from '@/lib/download-file';
import { recordExport } from '@/features/privacy';
import { RemindersTemplateNotice } from '@/features/whatsapp-templates';
import { useOpenChat } from '@/lib/open-chat-request';
import { useSessionClinic } from '@/features/session';
import { cn } from '@/lib/utils';

import { appointmentKeys, listDayAppointments } from '../api/appointments';
import { appointmentsToCsv } from '../agenda-csv';
import {
  attendanceLabel,
  STATE_STYLE,
  stateLabel,
  stateOf,
  type StateKey,
} from '../appointment-state';
import { AttendanceButtons } from './attendance-buttons';
import { ReminderSettingsForm } from './reminder-settings-form';
import { SatisfactionForm } from './satisfaction-form';
import { WaitingListSettingsForm } from './waiting-list-settings-form';
import { WaitingListSection } from './waiting-list-section';
import { ExternalCalendarsSection } from './external-calendars-section';
import { UnmatchedEventsSection } from './unmatched-events-section';

const A = MSG.appointmentRules;
const COUNTED: StateKey[] = ['confirmed', 'waiting', 'reschedule', 'noAnswer', 'noReply'];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * 'Consultas' from the side menu: a day's appointments (today first, in the clinic's zone) and
 * their answers; 'Hoje' and ‹ › move between days.
 */
export function AgendaDialog({
  userId,
  timeZone,
  ...dialog
}: ManageDialogProps & {
  userId: string;
  /** The signed-in member's zone, the one the appointments are shown in (default: the browser's). */
  timeZone?: string | undefined;
}) {
  const responsavel = useSessionClinic()?.role === 'RESPONSAVEL';
  return (
    <ManageDialog
      {...dialog}
      title={A.agendaTitle}
      description={A.agendaDescription}
      widthClass="max-w-3xl"
      // 'Desfazer' after a cancellation or a mark must be reachable with Tab in here.
      toastOutlet
    >
      {dialog.open ? (
        <div className="grid gap-4">
          <RemindersTemplateNotice />
          <Agenda
            userId={userId}
            timeZone={timeZone ?? browserTimeZone()}
            onOpened={() => dialog.onOpenChange(false)}
          />
          <UnmatchedEventsSection userId={userId} />
          <WaitingListSection userId={userId} />
          <ReminderSettingsForm />
          <WaitingListSettingsForm />
          <SatisfactionForm />
          {responsavel ? <ExternalCalendarsSection userId={userId} /> : null}
        </div>
      ) : null}
    </ManageDialog>
  );
}

function Agenda({
  userId,
  timeZone,
  onOpened,
}: {
  userId: string;
  timeZone: string;
  onOpened: () => void;
}) {
  // The dialog opens on today: each opening mounts the agenda anew.
  const [today] = useState(() => dayIn(new Date(), timeZone));
  const [day, setDay] = useState(today);
  const valid = ISO_DAY.test(day) && day !== INVALID_DAY;
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
        <div className="flex flex-wrap items-end gap-2">
          <div className="grid gap-1.5">
            <Label htmlFor="agenda-day">{A.agendaDayLabel}</Label>
            <DateField id="agenda-day" value={day} onValueChange={setDay} className="w-44" />
          </div>
          <div className="flex items-center gap-1">
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={A.agendaPreviousDay}
              disabled={!valid}
              onClick={() => setDay(shiftDay(day, -1))}
            >
              <ChevronLeft aria-hidden="true" />
            </Button>
            <Button type="button" variant="outline" onClick={() => setDay(today)}>
              {A.agendaToday}
            </Button>
            <Button
              type="button"
              variant="outline"
              size="icon"
              aria-label={A.agendaNextDay}
              disabled={!valid}
              onClick={() => setDay(shiftDay(day, 1))}
            >
              <ChevronRight aria-hidden="true" />
            </Button>
          </div>
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
      {/* The day shown, in words; read out when ‹ › or 'Hoje' change it. */}
      <p aria-live="polite" className="text-sm font-medium text-slate-900 first-letter:uppercase">
        {valid ? formatDayInWords(day, today) : ''}
      </p>
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
            const marked = attendanceLabel(a);
            return (
              <li key={a.id} className="grid gap-2 rounded-lg border bg-white px-3 py-2">
                {/* Named by its own text (time, patient, professional, state, mark), so a
                    screen reader hears the state too and the name is what is seen (issue 53);
                    the hidden commas keep the parts apart when read. */}
                <button
                  type="button"
                  disabled={!openChat}
                  onClick={() => {
                    openChat?.(a.chatId);
                    onOpened();
                  }}
                  className="grid w-full gap-1 rounded-md text-left text-sm outline-none hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring sm:grid-cols-[4rem_1fr_auto] sm:items-center sm:gap-3"
                >
                  <span className="font-semibold text-slate-900 tabular-nums">
                    <span className="sr-only">{A.agendaOpenChat}</span>
                    {a.startsAt.slice(11, 16)}
                    <Apart />
                  </span>
                  <span className="min-w-0">
                    <span className="block truncate font-medium text-slate-900">
                      {a.patientName}
                      <Apart />
                    </span>
                    <span className="block truncate text-xs text-slate-600">
                      {[a.professional, a.procedure].filter(Boolean).join(' · ')}
                      {a.lastReply ? ` · ${A.lastReply(a.lastReply)}` : ''}
                      <Apart />
                    </span>
                  </span>
                  <span className="flex flex-wrap gap-1">
                    <Badge variant="outline" className={cn('w-fit rounded-md', STATE_STYLE[state])}>
                      {stateLabel(state)}
                    </Badge>
                    {marked ? (
                      <Badge
                        variant="outline"
                        className={cn(
                          'w-fit rounded-md',
                          a.noRecord &&
                            !a.attendance &&
                            'border-amber-300 bg-amber-50 text-amber-900',
                        )}
                      >
                        <Apart />
                        {marked}
                      </Badge>
                    ) : null}
                  </span>
                </button>
                <AttendanceButtons appointment={a} />
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}

/** A comma only a screen reader hears, between the parts of a row's name. */
const Apart = () => <span className="sr-only">, </span>;
