import {
  type Appointment,
  ATTENDANCE_MARKS,
  type AttendanceMark,
  MSG,
  TOAST_MS,
  appointmentEndpoints,
  messageEndpoints,
} from '@conecta/contract';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { cn } from '@/lib/utils';

import { markAttendance, restoreAppointment, sendCancelNotice } from '../api/appointments';
import { formatWhen } from '../appointment-state';
import { failureToast, undoToast } from '../appointment-toasts';

const A = MSG.appointmentRules;
/** Long enough to reach 'Desfazer' after reading the toast. */

type Shown = Pick<
  Appointment,
  'id' | 'chatId' | 'attendance' | 'state' | 'startsAt' | 'patientName' | 'professional'
> & { past?: boolean };

/**
 * 'Compareceu', 'Faltou', 'Cancelado pela clínica' for one appointment, in 'Consultas' and in
 * the appointment dialog the card and the chat header open. The first two wait for the
 * appointment's time (the server says so otherwise); the mark given is shown selected, not greyed
 * out. 'Cancelado pela clínica' asks first (patient and time in view), can tell the patient by
 * WhatsApp in words the member may change, and can be undone ('Desfazer').
 */
export function AttendanceButtons({ appointment }: { appointment: Shown }) {
  // Now, as of the first render: before its time only 'Cancelado pela clínica' is offered.
  const [now] = useState(() => new Date());
  const [confirming, setConfirming] = useState(false);
  const onError = failureToast;
  const restore = useMutation({
    mutationFn: async (notified: boolean) => ({
      answer: await restoreAppointment(appointment.id),
      notified,
    }),
    meta: { endpoint: appointmentEndpoints.restore },
    onSuccess: ({ answer, notified }) => {
      toast({
        title: notified ? A.restoredAfterNotice : answer.message,
        duration: TOAST_MS.dashboard,
      });
    },
    onError: onError(A.restoreFailed),
  });
  const offerUndo = (title: string, notified: boolean, variant?: 'destructive') =>
    undoToast({
      title,
      altText: A.undoAltText,
      onUndo: () => restore.mutate(notified),
      ...(variant ? { variant } : {}),
    });
  const mark = useMutation({
    mutationFn: async (input: { attendance: AttendanceMark; notice?: string }) => {
      const answer = await markAttendance(appointment.id, input.attendance);
      if (!input.notice) return { answer, notified: false, noticeFailed: false };
      // The cancellation stands even if the notice cannot go (a closed window, a disconnected
      // number): the toast says so, and the chat is where to try again.
      try {
        await sendCancelNotice(appointment.chatId, input.notice);
        return { answer, notified: true, noticeFailed: false };
      } catch {
        return { answer, notified: false, noticeFailed: true };
      }
    },
    meta: { endpoint: [appointmentEndpoints.markAttendance, messageEndpoints.sendText] },
    onSuccess: ({ answer, notified, noticeFailed }, { attendance }) => {
      setConfirming(false);
      if (attendance !== 'clinicCancelled')
        toast({ title: answer.message, duration: TOAST_MS.dashboard });
      else if (noticeFailed) offerUndo(A.notifyFailed, false, 'destructive');
      else offerUndo(notified ? `${answer.message}. ${A.notifySent}` : answer.message, notified);
    },
    onError: onError(A.attendanceFailed),
  });
  const started = appointment.past || appointment.startsAt.replace('T', ' ') <= localNow(now);
  const clinicCancelled = appointment.attendance === 'clinicCancelled';
  const offered = ATTENDANCE_MARKS.filter((m) =>
    m === 'clinicCancelled'
      ? appointment.state !== 'cancelled' || clinicCancelled
      : started && appointment.state !== 'cancelled',
  );
  if (offered.length === 0) return null;
  const busy = mark.isPending || restore.isPending;
  return (
    <div role="group" aria-label={A.attendanceLegend} className="flex flex-wrap gap-1.5">
      {offered.map((m) => {
        const on = appointment.attendance === m;
        return (
          <Button
            key={m}
            type="button"
            size="sm"
            variant="outline"
            aria-pressed={on}
            // The chosen one stays readable (not greyed out as disabled); choosing it again does
            // nothing.
            disabled={busy}
            className={cn(
              'h-7 px-2 text-xs',
              on &&
                'border-slate-900 bg-slate-900 text-white hover:bg-slate-800 hover:text-white aria-pressed:cursor-default',
            )}
            onClick={() => {
              if (on) return;
              if (m === 'clinicCancelled') setConfirming(true);
              else mark.mutate({ attendance: m });
            }}
          >
            {A.attendance[m]}
          </Button>
        );
      })}
      {clinicCancelled && !started ? (
        <Button
          type="button"
          size="sm"
          variant="ghost"
          disabled={busy}
          className="h-7 px-2 text-xs underline"
          onClick={() => restore.mutate(false)}
        >
          {A.undoCancel}
        </Button>
      ) : null}
      {confirming ? (
        <ClinicCancelDialog
          appointment={appointment}
          pending={mark.isPending}
          onClose={() => setConfirming(false)}
          onConfirm={(notice) => mark.mutate({ attendance: 'clinicCancelled', notice })}
        />
      ) : null}
    </div>
  );
}

/**
 * 'Cancelar a consulta?' with the patient, the time and the professional in view, and the notice
 * to the patient, prefilled and editable (unticked, nothing is sent).
 */
function ClinicCancelDialog({
  appointment,
  pending,
  onClose,
  onConfirm,
}: {
  appointment: Shown;
  pending: boolean;
  onClose: () => void;
  onConfirm: (notice: string | undefined) => void;
}) {
  const id = useId();
  const when = formatWhen(appointment.startsAt);
  const firstName = appointment.patientName.split(' ')[0] ?? '';
  // A name that is a phone number is no name to greet.
  const greet = /\d/.test(firstName) ? '' : firstName;
  const [notify, setNotify] = useState(true);
  const [text, setText] = useState(() => A.notifyText(greet, when, appointment.professional));
  const [problem, setProblem] = useState<string | undefined>();
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      pending={pending}
      title={A.clinicCancelTitle}
      description={A.clinicCancelDescription(
        appointment.patientName,
        when,
        appointment.professional,
      )}
      confirmLabel={A.confirmCancel}
      pendingLabel={A.cancelling}
      cancelLabel={A.keepAppointment}
      onConfirm={() => {
        if (notify && !text.trim()) return setProblem(A.notifyEmpty);
        onConfirm(notify ? text.trim() : undefined);
      }}
    >
      <div className="grid min-w-0 gap-2">
        <div className="flex items-center gap-2">
          <Checkbox
            id={`${id}-notify`}
            checked={notify}
            disabled={pending}
            onCheckedChange={(c) => {
              setNotify(c === true);
              setProblem(undefined);
            }}
          />
          <Label htmlFor={`${id}-notify`}>{A.notifyLabel}</Label>
        </div>
        {notify ? (
          <div className="grid min-w-0 gap-1.5">
            <Label htmlFor={`${id}-text`}>{A.notifyTextLabel}</Label>
            <Textarea
              id={`${id}-text`}
              value={text}
              rows={4}
              maxLength={1000}
              disabled={pending}
              aria-invalid={problem ? true : undefined}
              aria-describedby={problem ? fieldErrorId(`${id}-text`) : undefined}
              onChange={(e) => {
                setText(e.target.value);
                setProblem(undefined);
              }}
            />
            <FieldError id={fieldErrorId(`${id}-text`)}>{problem}</FieldError>
          </div>
        ) : null}
      </div>
    </ConfirmDialog>
  );
}

/** The browser's now as 'YYYY-MM-DD HH:mm', comparable with an appointment's local time. */
function localNow(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
