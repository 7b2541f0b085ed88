import { APPOINTMENT_MSG } from './messages/appointment-rules.ts';
import { utcToLocal } from './time-zone.ts';

/** What a reminder's template may name, each filled per appointment. */
export const REMINDER_VARIABLES = ['nome', 'data', 'hora', 'dia_semana', 'profissional'] as const;
export const REMINDER_TEMPLATE_MAX = 1000;

/** '{nome}, {data}, {hora}, {dia_semana} ou {profissional}', as the hints and errors list them. */
export const reminderVariablesList = (): string => {
  const names = REMINDER_VARIABLES.map((v) => `{${v}}`);
  return `${names.slice(0, -1).join(', ')} ou ${names.at(-1)}`;
};

/** The `{...}` of a template that name no variable, as written, in order, once each. */
export function unknownReminderVariables(template: string): string[] {
  const known = new Set<string>(REMINDER_VARIABLES);
  const found = [...template.matchAll(/\{([^{}\s]*)\}/g)]
    .filter((m) => !known.has(m[1]!))
    .map((m) => m[0]);
  return [...new Set(found)];
}

type TemplateVariable = (typeof REMINDER_VARIABLES)[number];
/** What to put in each variable; one left out stays as written ('{nome}'). */
export type TemplateValues = Partial<Record<TemplateVariable, string>>;

const VARIABLE_PATTERN = /\{(nome|data|hora|dia_semana|profissional)\}/g;

/**
 * Fills the variables of a reminder or a ready-made text ('Textos Pré-Configurados') the same
 * way: each `{variable}` with a value is replaced, one without a value stays as written.
 */
export function fillTemplate(template: string, values: TemplateValues): string {
  return template.replace(VARIABLE_PATTERN, (whole, key: TemplateVariable) => values[key] ?? whole);
}

/** Where the first variable still written in a text is (start, end), if any. */
export function firstTemplateVariable(text: string): [number, number] | null {
  const found = new RegExp(VARIABLE_PATTERN.source).exec(text);
  return found ? [found.index, found.index + found[0].length] : null;
}

/**
 * {data} (dd/mm/aaaa), {hora} (HH:mm), {dia_semana} ('segunda-feira') and {profissional} of an
 * appointment at `local` ('2030-01-01T14:30', the clinic's wall clock).
 */
function appointmentValues(local: string, professional: string): TemplateValues {
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return {
    data: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
    hora: time,
    dia_semana: APPOINTMENT_MSG.weekdays[weekday]!,
    profissional: professional,
  };
}

/**
 * A reminder's text from the template: {nome}, {data} (dd/mm/aaaa), {hora} (HH:mm),
 * {dia_semana} ('segunda-feira') and {profissional}, in the zone the appointment was set in.
 */
export function fillReminderTemplate(
  template: string,
  a: { patientName: string; startsAt: Date; timeZone: string; professional: string },
): string {
  const local = utcToLocal(a.startsAt, a.timeZone);
  return fillTemplate(template, {
    nome: a.patientName,
    ...appointmentValues(local, a.professional),
  });
}

/**
 * A ready-made text for a chat, filled like a reminder: {nome} with the contact's name (as the
 * reminder, the whole name) and, when the chat has an appointment coming, {data}, {hora},
 * {dia_semana} and {profissional}. What is not known (a contact without a name) stays as
 * written, for the person to complete before sending.
 */
export function fillReadyText(
  content: string,
  chat: {
    patientName: string | null;
    /** The chat's next appointment; `startsAt` on the clinic's clock ('2030-01-01T14:30'). */
    appointment?: { startsAt: string; professional: string } | null | undefined;
  },
): string {
  const name = chat.patientName?.trim();
  const next = chat.appointment;
  return fillTemplate(content, {
    ...(next ? appointmentValues(next.startsAt, next.professional) : {}),
    ...(name ? { nome: name } : {}),
  });
}
