import { MSG, nextOpening, type OpeningHours } from '@conecta/contract';

import { INVALID_TIME } from './br-time';

/**
 * When something is scheduled from a form (a task, an appointment reminder): the day 'aaaa-mm-dd'
 * and the time 'HH:mm' of a date field and a time field, in the browser's zone.
 */

/** 'aaaa-mm-dd' of an instant in the browser's zone. */
export function dayOf(date: Date): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** 'HH:mm' of an instant in the browser's zone. */
export function timeOf(date: Date): string {
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * A new task's or reminder's default: the next full hour after `now` (14:00 and 14:37
 * both give 15:00), moved to the clinic's next opening when its hours are on and it is closed
 * then; never a midnight nobody chose.
 */
export function nextBusinessHour(now: Date, hours?: OpeningHours | null): Date {
  const next = new Date(now);
  next.setMinutes(0, 0, 0);
  next.setHours(next.getHours() + 1);
  return hours ? nextOpening(hours, next) : next;
}

export type WhenProblem = 'missing' | 'invalid' | 'past';
export type WhenProblems = { day?: WhenProblem; time?: WhenProblem };

const DAY_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^\d{2}:\d{2}$/;

/**
 * Which field is wrong, each on its own: a day or a time missing or not readable, or a moment
 * not after `now`, which is the day's fault when the day already passed, else the time's.
 */
export function whenProblems(day: string, time: string, now: Date): WhenProblems {
  const problems: WhenProblems = {};
  if (day === '') problems.day = 'missing';
  else if (!DAY_RE.test(day)) problems.day = 'invalid';
  if (time === '') problems.time = 'missing';
  else if (time === INVALID_TIME || !TIME_RE.test(time)) problems.time = 'invalid';
  if (problems.day || problems.time) return problems;
  const [y, mo, d] = day.split('-').map(Number) as [number, number, number];
  const [h, mi] = time.split(':').map(Number) as [number, number];
  if (new Date(y, mo - 1, d, h, mi).getTime() <= now.getTime())
    problems[pastField(day, now)] = 'past';
  return problems;
}

/** The field a refused past moment points at: the day when it is before today, else the time. */
export function pastField(day: string, now: Date): 'day' | 'time' {
  return day < dayOf(now) ? 'day' : 'time';
}

export type WhenErrors = { day?: string; time?: string };

/**
 * The sentences for `whenProblems`, under each field: 'Informe a data.', 'Data inválida: use
 * dd/mm ou dd/mm/aaaa.', 'A data já passou.' and the same three for the time.
 */
export function whenErrors(problems: WhenProblems): WhenErrors {
  const W = MSG.taskRules;
  const day = { missing: W.dayMissing, invalid: W.dayTyped, past: W.dayPast };
  const time = { missing: W.timeMissing, invalid: W.timeTyped, past: W.timePast };
  const errors: WhenErrors = {};
  if (problems.day) errors.day = day[problems.day];
  if (problems.time) errors.time = time[problems.time];
  return errors;
}
