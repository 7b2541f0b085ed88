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

/**
 * A reminder's text from the template: {nome}, {data} (dd/mm/aaaa), {hora} (HH:mm),
 * {dia_semana} ('segunda-feira') and {profissional}, in the zone the appointment was set in.
 */
export function fillReminderTemplate(
  template: string,
  a: { patientName: string; startsAt: Date; timeZone: string; professional: string },
): string {
  const local = utcToLocal(a.startsAt, a.timeZone);
  const [date, time] = [local.slice(0, 10), local.slice(11, 16)];
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  const values: Record<string, string> = {
    nome: a.patientName,
    data: `${date.slice(8, 10)}/${date.slice(5, 7)}/${date.slice(0, 4)}`,
    hora: time,
    dia_semana: APPOINTMENT_MSG.weekdays[weekday]!,
    profissional: a.professional,
  };
  return template.replace(
    /\{(nome|data|hora|dia_semana|profissional)\}/g,
    (_, key: string) => values[key]!,
  );
}
