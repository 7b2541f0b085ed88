import {
  type Appointment,
  type Chat,
  DEFAULT_REMINDER_HOURS,
  knownName,
  MSG,
  TOAST_MS,
  appointmentEndpoints,
} from '@conecta/contract';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent } from 'react';

import { ConfirmDialog } from '@/components/confirm-dialog';
import { DateField } from '@/components/date-field';
import { TimeField } from '@/components/time-field';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { FieldError } from '@/components/ui/field-error';
import { fieldErrorId } from '@/components/ui/form-field';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/components/ui/use-toast';
import { chatTitle } from '@/features/chat-list';
import { useBusinessHour } from '@/features/opening-hours';
import { ApiError } from '@/lib/http';
import {
  dayOf,
  pastField,
  timeOf,
  whenErrors,
  whenProblems,
  type WhenErrors,
} from '@/lib/schedule';
import { cn } from '@/lib/utils';

import {
  appointmentKeys,
  cancelAppointment,
  createAppointment,
  listChatAppointments,
  restoreAppointment,
} from '../api/appointments';
import {
  attendanceLabel,
  formatWhen,
  STATE_STYLE,
  stateLabel,
  stateOf,
} from '../appointment-state';
import { AttendanceButtons } from './attendance-buttons';
import { NameField, useClinicNames } from './name-field';
import { rememberedProfessional, rememberProfessional } from '../professional-memory';
import { failureToast, undoToast } from '../appointment-toasts';

const A = MSG.appointmentRules;
/** Long enough to reach 'Desfazer' after reading the toast. */

type AppointmentDialogProps = {
  chat: Chat;
  userId: string;
  onClose: () => void;
  onCloseAutoFocus?: (event: Event) => void;
};

type Problems = WhenErrors & { professional?: string };

/**
 * 'Agendar lembrete de consulta' from a card: the day and the hour (the same two fields as a
 * task's, starting at the next business hour), the professional (the last one written is offered
 * again), when to remind (24 h and 2 h before by default), and below, the chat's appointments
 * with what the patient answered, each one cancellable. What is wrong is said under its field.
 */
export function AppointmentDialog({
  chat,
  userId,
  onClose,
  onCloseAutoFocus,
}: AppointmentDialogProps) {
  const id = useId();
  const name = chatTitle(chat);
  const defaultAt = useBusinessHour();
  const [day, setDay] = useState(() => dayOf(defaultAt));
  const [time, setTime] = useState(() => timeOf(defaultAt));
  // The clinic's hours arrived after opening: follow them unless the person changed the date.
  const [seenDefault, setSeenDefault] = useState(defaultAt);
  if (defaultAt !== seenDefault) {
    setSeenDefault(defaultAt);
    if (day === dayOf(seenDefault) && time === timeOf(seenDefault)) {
      setDay(dayOf(defaultAt));
      setTime(timeOf(defaultAt));
    }
  }
  // Now, as of when the dialog opened: the calendar offers no earlier day.
  const [openedAt] = useState(() => new Date());
  const today = dayOf(openedAt);
  const [professional, setProfessional] = useState(() => rememberedProfessional());
  const [procedure, setProcedure] = useState('');
  const professionals = useClinicNames(userId, 'professionals');
  const procedures = useClinicNames(userId, 'procedures');
  const [hours, setHours] = useState<number[]>(DEFAULT_REMINDER_HOURS);
  const [problems, setProblems] = useState<Problems>({});
  const key = appointmentKeys.chat(userId, chat.chatId);
  const list = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => listChatAppointments(chat.chatId, signal),
  });
  const onError = failureToast;
  const save = useMutation({
    mutationFn: createAppointment,
    meta: { endpoint: appointmentEndpoints.create },
    onSuccess: (answer) => {
      rememberProfessional(professional);
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
      onClose();
    },
    onError: (error) => {
      // A refused date goes under its field (the server's clock may be ahead of this one).
      if (error instanceof ApiError && error.message === A.dateFuture) {
        setProblems({ [pastField(day, new Date())]: error.message });
      } else if (error instanceof ApiError && error.message === A.dateInvalid) {
        setProblems({ day: error.message });
      } else onError(A.saveFailed)(error);
    },
  });
  // 'Cancelar consulta' asks first (the patient and the time in view) and can be undone, as
  // 'Cancelado pela clínica' does: one click no longer cancels for good.
  const [asking, setAsking] = useState<Appointment | null>(null);
  const restore = useMutation({
    mutationFn: restoreAppointment,
    meta: { endpoint: appointmentEndpoints.restore },
    onSuccess: (answer) => {
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: onError(A.restoreFailed),
  });
  const cancel = useMutation({
    mutationFn: cancelAppointment,
    meta: { endpoint: appointmentEndpoints.cancel },
    onSuccess: (answer, cancelledId) => {
      setAsking(null);
      undoToast({
        title: answer.message,
        altText: A.undoPlainAltText,
        onUndo: () => restore.mutate(cancelledId),
      });
    },
    onError: onError(A.cancelFailed),
  });
  const pending = save.isPending || cancel.isPending || restore.isPending;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = whenErrors(whenProblems(day, time, new Date()));
    if (!professional.trim()) found.professional = A.professionalMissing;
    setProblems(found);
    if (found.day || found.time || found.professional) return;
    save.mutate({
      chatId: chat.chatId,
      startsAt: `${day}T${time}`,
      // The clinic's spelling of what was typed: the waiting list matches one name.
      professional: knownName(professional, professionals),
      procedure: knownName(procedure, procedures),
      remindHoursBefore: [...hours].sort((a, b) => b - a),
    });
  };

  const toggle = (h: number, on: boolean) =>
    setHours((now) => (on ? [...new Set([...now, h])] : now.filter((x) => x !== h)));

  return (
    <Dialog open onOpenChange={(open) => !open && !pending && onClose()}>
      <DialogContent
        closeLabel={MSG.common.close}
        onCloseAutoFocus={onCloseAutoFocus}
        // The cancellation's 'Desfazer' must be reachable with Tab in here.
        toastOutlet
        className="max-h-[90dvh] max-w-lg overflow-y-auto px-4 sm:px-6"
      >
        <DialogHeader>
          <DialogTitle>{A.dialogTitle}</DialogTitle>
          <DialogDescription>{A.dialogDescription(name)}</DialogDescription>
        </DialogHeader>
        <form noValidate onSubmit={submit} className="grid min-w-0 gap-4">
          <div className="grid grid-cols-[minmax(0,1fr)_minmax(0,9rem)] items-start gap-2">
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-day`}>{A.dayLabel}</Label>
              <DateField
                id={`${id}-day`}
                min={today}
                value={day}
                required
                disabled={pending}
                error={problems.day}
                onValueChange={(next) => {
                  setDay(next);
                  setProblems(({ professional: p }) => ({ professional: p }));
                }}
                onBlur={() => setProblems((now) => ({ ...now, ...dayProblem(day, time) }))}
              />
            </div>
            <div className="grid min-w-0 gap-1.5">
              <Label htmlFor={`${id}-time`}>{A.timeLabel}</Label>
              <TimeField
                id={`${id}-time`}
                value={time}
                min={day === today ? timeOf(openedAt) : undefined}
                required
                disabled={pending}
                error={problems.time}
                onValueChange={(next) => {
                  setTime(next);
                  setProblems(({ professional: p }) => ({ professional: p }));
                }}
                onBlur={() => setProblems((now) => ({ ...now, ...timeProblem(day, time) }))}
              />
            </div>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-professional`}>{A.professionalLabel}</Label>
            <NameField
              id={`${id}-professional`}
              names={professionals}
              value={professional}
              placeholder={A.professionalPlaceholder}
              maxLength={80}
              required
              autoFocus
              disabled={pending}
              aria-invalid={problems.professional ? true : undefined}
              aria-describedby={
                problems.professional ? fieldErrorId(`${id}-professional`) : undefined
              }
              onValueChange={(next) => {
                setProfessional(next);
                setProblems((now) => ({ ...now, professional: undefined }));
              }}
            />
            <FieldError id={fieldErrorId(`${id}-professional`)}>{problems.professional}</FieldError>
          </div>
          <div className="grid gap-1.5">
            <Label htmlFor={`${id}-procedure`}>{A.procedureLabel}</Label>
            <NameField
              id={`${id}-procedure`}
              names={procedures}
              value={procedure}
              placeholder={A.procedurePlaceholder}
              maxLength={80}
              disabled={pending}
              onValueChange={setProcedure}
            />
          </div>
          <fieldset className="grid gap-2" disabled={pending}>
            <legend className="mb-1 text-sm font-medium">{A.remindersLegend}</legend>
            <div className="flex flex-wrap gap-x-6 gap-y-2">
              {DEFAULT_REMINDER_HOURS.map((h) => (
                <div key={h} className="flex items-center gap-2">
                  <Checkbox
                    id={`${id}-remind-${h}`}
                    checked={hours.includes(h)}
                    onCheckedChange={(checked) => toggle(h, checked === true)}
                  />
                  <Label htmlFor={`${id}-remind-${h}`}>{A.reminderBefore(h)}</Label>
                </div>
              ))}
            </div>
          </fieldset>
          <DialogFooter>
            <Button type="button" variant="outline" onClick={onClose} disabled={pending}>
              {A.cancel}
            </Button>
            <Button type="submit" disabled={pending}>
              {save.isPending ? <Spinner /> : null}
              {save.isPending ? A.saving : A.save}
            </Button>
          </DialogFooter>
        </form>
        <ChatAppointments
          appointments={list.data?.appointments}
          loading={list.isPending}
          failed={list.isError}
          onCancel={setAsking}
          disabled={pending}
        />
        {asking ? (
          <ConfirmDialog
            open
            onClose={() => setAsking(null)}
            pending={cancel.isPending}
            title={A.clinicCancelTitle}
            description={A.plainCancelDescription(
              asking.patientName,
              formatWhen(asking.startsAt),
              asking.professional,
            )}
            confirmLabel={A.confirmCancel}
            pendingLabel={A.cancelling}
            cancelLabel={A.keepAppointment}
            onConfirm={() => cancel.mutate(asking.id)}
          />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

/** On leaving the day: what is wrong with it alone, if it is typed wrong or gone by. */
function dayProblem(day: string, time: string): WhenErrors {
  const found = whenErrors(whenProblems(day, time, new Date()));
  return found.day && day !== '' ? { day: found.day } : {};
}

/** On leaving the time: what is wrong with it alone, if it is typed wrong or gone by. */
function timeProblem(day: string, time: string): WhenErrors {
  const found = whenErrors(whenProblems(day, time, new Date()));
  return found.time && time !== '' ? { time: found.time } : {};
}

function ChatAppointments(props: {
  appointments: Appointment[] | undefined;
  loading: boolean;
  failed: boolean;
  disabled: boolean;
  onCancel: (appointment: Appointment) => void;
}) {
  const { appointments, loading, failed, disabled, onCancel } = props;
  if (loading)
    return (
      <p className="flex items-center gap-2 text-sm text-slate-600">
        <Spinner /> {A.loading}
      </p>
    );
  if (failed)
    return (
      <p role="alert" className="text-sm text-red-700">
        {A.loadFailed}
      </p>
    );
  if (!appointments || appointments.length === 0) return null;
  return (
    <section aria-labelledby="chat-appointments" className="grid gap-2 border-t pt-4">
      <h3 id="chat-appointments" className="text-sm font-semibold text-slate-900">
        {A.existingTitle}
      </h3>
      <ul className="grid gap-2">
        {appointments.map((a) => {
          const state = stateOf(a);
          return (
            <li key={a.id} className="grid gap-1 rounded-lg border px-3 py-2 text-sm">
              <div className="flex flex-wrap items-center justify-between gap-2">
                <span className="font-medium text-slate-900 tabular-nums">
                  {[formatWhen(a.startsAt), a.professional, a.procedure]
                    .filter(Boolean)
                    .join(' · ')}
                </span>
                <span className="flex flex-wrap gap-1">
                  <Badge variant="outline" className={cn('rounded-md', STATE_STYLE[state])}>
                    {stateLabel(state)}
                  </Badge>
                  {attendanceLabel(a) ? (
                    <Badge variant="outline" className="rounded-md">
                      {attendanceLabel(a)}
                    </Badge>
                  ) : null}
                </span>
              </div>
              {a.lastReply ? (
                <p className="text-xs text-slate-600">{A.lastReply(a.lastReply)}</p>
              ) : null}
              <AttendanceButtons appointment={a} />
              {a.state !== 'cancelled' ? (
                <div>
                  <Button
                    type="button"
                    size="sm"
                    variant="outline"
                    disabled={disabled}
                    onClick={() => onCancel(a)}
                  >
                    {A.cancelAppointment}
                  </Button>
                </div>
              ) : null}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
