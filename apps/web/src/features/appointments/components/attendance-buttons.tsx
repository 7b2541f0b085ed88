import {
  type Appointment,
  ATTENDANCE_MARKS,
  type AttendanceMark,
  MSG,
  TOAST_MS,
} from '@conecta/contract';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { describeFailure } from '@/lib/error-text';
import { cn } from '@/lib/utils';

import { appointmentKeys, markAttendance } from '../api/appointments';

const A = MSG.appointmentRules;
const fallbacks = { network: MSG.tagsAdmin.networkError, unknown: MSG.tagsAdmin.unknownError };

/**
 * 'Compareceu', 'Faltou', 'Cancelado pela clínica' for one appointment, in 'Consultas' and in
 * the appointment dialog the card and the chat header open. The first two wait for the
 * appointment's time (the server says so otherwise); the mark given is shown pressed.
 */
export function AttendanceButtons({
  appointment,
}: {
  appointment: Pick<Appointment, 'id' | 'attendance' | 'state' | 'startsAt'> & {
    patientName?: string;
  };
}) {
  const queryClient = useQueryClient();
  // Now, as of the first render: before its time only 'Cancelado pela clínica' is offered.
  const [now] = useState(() => new Date());
  const mark = useMutation({
    mutationFn: (attendance: AttendanceMark) => markAttendance(appointment.id, attendance),
    onSuccess: (answer) => {
      void queryClient.invalidateQueries({ queryKey: appointmentKeys.all });
      toast({ title: answer.message, duration: TOAST_MS.dashboard });
    },
    onError: (error) => {
      const failure = describeFailure(A.attendanceFailed, error, fallbacks);
      if (failure) toast({ ...failure, variant: 'destructive', duration: TOAST_MS.dashboard });
    },
  });
  const started = appointment.startsAt.replace('T', ' ') <= localNow(now);
  const offered = ATTENDANCE_MARKS.filter((m) =>
    m === 'clinicCancelled'
      ? appointment.state !== 'cancelled' || appointment.attendance === 'clinicCancelled'
      : started && appointment.state !== 'cancelled',
  );
  if (offered.length === 0) return null;
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
            disabled={mark.isPending || on}
            className={cn('h-7 px-2 text-xs', on && 'border-slate-900 bg-slate-100 font-semibold')}
            onClick={() => mark.mutate(m)}
          >
            {A.attendance[m]}
          </Button>
        );
      })}
    </div>
  );
}

/** The browser's now as 'YYYY-MM-DD HH:mm', comparable with an appointment's local time. */
function localNow(d: Date): string {
  const p = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${p(d.getMonth() + 1)}-${p(d.getDate())} ${p(d.getHours())}:${p(d.getMinutes())}`;
}
