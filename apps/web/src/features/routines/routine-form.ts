import { zRoutineRequest, type Routine } from '@conecta/contract';

import { ApiError } from '@/lib/http';

import { formatHours } from './routine-slots';

export type RoutineDraft = { textContent: string; hoursDelay: string };
export type RoutineField = keyof RoutineDraft;
export type RoutineErrors = Partial<Record<RoutineField, string>>;
export type RoutineBody = {
  sequenceNumber: number;
  textContent: string;
  hoursDelay: number;
  /** The step's other wordings. */
  textVariants?: string[];
  /** Only with the clinic's first routine: how many hours back it may reach. */
  reachBackHours?: number;
};

export function routineDraft(routine: Routine | null): RoutineDraft {
  return routine
    ? { textContent: routine.textContent, hoursDelay: formatHours(routine.hoursDelay) }
    : { textContent: '', hoursDelay: '' };
}

/**
 * The hours as typed, with the decimal comma of pt-BR ('0,5') or a point ('0.5'), made ready for
 * the schema ('0.5'). Anything else is left as typed, for the schema to refuse.
 */
export function normalizeHours(text: string): string {
  return text.trim().replace(',', '.');
}

function isField(path: unknown): path is RoutineField {
  return path === 'textContent' || path === 'hoursDelay';
}

/**
 * Checks a slot with the contract's schema: 'Texto não pode ser vazio', and hours a number from
 * 0 to 48 (fractions allowed). Returns the body to send or one message per field.
 */
export function validateRoutine(
  sequenceNumber: number,
  draft: RoutineDraft,
): { ok: true; body: RoutineBody } | { ok: false; errors: RoutineErrors } {
  const parsed = zRoutineRequest.safeParse({
    sequenceNumber,
    ...draft,
    hoursDelay: normalizeHours(draft.hoursDelay),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RoutineErrors = {};
  for (const issue of parsed.error.issues) {
    const field = issue.path[0];
    if (isField(field)) errors[field] ??= issue.message;
  }
  return { ok: false, errors };
}

/** The field messages of a 400 answer ({path, message} details), if the server sent them. */
export function serverRoutineErrors(error: unknown): RoutineErrors {
  const errors: RoutineErrors = {};
  if (!(error instanceof ApiError) || error.status !== 400) return errors;
  for (const detail of error.details ?? []) {
    const field = detail.path.split('.')[0];
    if (isField(field)) errors[field] ??= detail.message;
  }
  return errors;
}
