import { type Appointment, MSG } from '@conecta/contract';

export type StateKey = Appointment['state'] | 'noAnswer' | 'noReply';

/**
 * What the clinic calls an appointment's state: 'Sem confirmação' when waiting 3 h before, 'Sem
 * resposta' once its time passed unanswered ('Aguardando confirmação' would be untrue then).
 */
export function stateOf(a: Pick<Appointment, 'state' | 'noAnswer'> & { past?: boolean }): StateKey {
  if (a.state !== 'waiting') return a.state;
  if (a.past) return 'noReply';
  return a.noAnswer ? 'noAnswer' : 'waiting';
}

export const stateLabel = (key: StateKey) => MSG.appointmentRules.states[key];

export const STATE_STYLE: Record<StateKey, string> = {
  waiting: 'border-slate-200 bg-slate-50 text-slate-700',
  confirmed: 'border-emerald-200 bg-emerald-50 text-emerald-800',
  reschedule: 'border-amber-200 bg-amber-50 text-amber-900',
  cancelled: 'border-slate-200 bg-white text-slate-500 line-through',
  noAnswer: 'border-red-200 bg-red-50 text-red-700',
  noReply: 'border-slate-300 bg-slate-100 text-slate-800',
};

/** 'YYYY-MM-DDTHH:mm' as 'dd/MM/aaaa às HH:mm'. */
export function formatWhen(local: string): string {
  const date = `${local.slice(8, 10)}/${local.slice(5, 7)}/${local.slice(0, 4)}`;
  return MSG.appointmentRules.when(date, local.slice(11, 16));
}

/** A day in the browser's zone as 'YYYY-MM-DD'. */
export function toDayValue(d: Date): string {
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The day after `now` in the browser, as 'YYYY-MM-DD' (the agenda's default). */
export function tomorrow(now: Date): string {
  return toDayValue(new Date(now.getFullYear(), now.getMonth(), now.getDate() + 1));
}

/** The mark after the visit as the clinic reads it; 'Sem registro' the day after, unmarked. */
export function attendanceLabel(a: Pick<Appointment, 'attendance' | 'noRecord'>): string | null {
  if (a.attendance) return MSG.appointmentRules.attendance[a.attendance];
  return a.noRecord ? MSG.appointmentRules.attendance.noRecord : null;
}
