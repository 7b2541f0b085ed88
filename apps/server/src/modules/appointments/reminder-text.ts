import { MSG, utcToLocal } from '@conecta/contract';

/**
 * A reminder's text from the template: {nome}, {data} (dd/mm/aaaa), {hora} (HH:mm),
 * {dia_semana} ('segunda-feira') and {profissional}, in the zone the appointment was set in.
 */
export function reminderText(
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
    dia_semana: MSG.appointmentRules.weekdays[weekday]!,
    profissional: a.professional,
  };
  return template.replace(
    /\{(nome|data|hora|dia_semana|profissional)\}/g,
    (_, key: string) => values[key]!,
  );
}
