import { MSG, shiftDay } from '@conecta/contract';

export type Period = keyof typeof MSG.privacy.periods;
/** As the period's menu lists them. */
export const PERIODS = Object.keys(MSG.privacy.periods) as Period[];
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The days a period asks for, in the clinic's zone (the server reads them in the member's):
 * 'Últimos 7 dias' is today and the six before it. Null when the chosen dates cannot be asked
 * for (the first after the last).
 */
export function periodDays(
  period: Period,
  today: string,
  custom: { from: string; to: string },
): { from?: string; to?: string } | null {
  if (period === '7d') return { from: shiftDay(today, -6) };
  if (period === '30d') return { from: shiftDay(today, -29) };
  if (period === 'all') return {};
  // A day half typed or impossible is left out until it is a day, as an empty field is.
  const from = ISO_DAY.test(custom.from) ? custom.from : undefined;
  const to = ISO_DAY.test(custom.to) ? custom.to : undefined;
  if (from && to && from > to) return null;
  return { ...(from ? { from } : {}), ...(to ? { to } : {}) };
}
