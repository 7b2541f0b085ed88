/**
 * When the window closes, as the member reads it in their zone: '14:32' today, else
 * '28/11 14:32'.
 */
export function windowTime(closesAt: Date, now: Date, timeZone: string): string {
  const day = new Intl.DateTimeFormat('pt-BR', { timeZone, day: '2-digit', month: '2-digit' });
  const time = new Intl.DateTimeFormat('pt-BR', {
    timeZone,
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).format(closesAt);
  const date = day.format(closesAt);
  return date === day.format(now) ? time : `${date} ${time}`;
}
