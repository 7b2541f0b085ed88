import type { SimPhoneNumber } from './types.ts';

/** The customer service window: 24 hours from the patient's last message. */
export const SERVICE_WINDOW_MS = 24 * 60 * 60 * 1000;

/** When the window with `waId` closes (ms), or undefined when the patient never wrote. */
export function windowClosesAt(phone: SimPhoneNumber, waId: string): number | undefined {
  const last = phone.lastInboundAt.get(waId);
  return last === undefined ? undefined : last + SERVICE_WINDOW_MS;
}
