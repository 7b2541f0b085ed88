import { z } from 'zod';

// Reading Meta's JSON without trusting it: strings without NUL bytes, objects, lists, times.

export type Obj = Record<string, unknown>;
export const clean = (v: string) => v.replaceAll('\u0000', '');
export const s = (v: unknown): string | null =>
  typeof v === 'string' && clean(v).trim() !== '' ? clean(v) : null;
export const obj = (v: unknown): Obj | null =>
  v && typeof v === 'object' && !Array.isArray(v) ? (v as Obj) : null;
export const list = (v: unknown): Obj[] =>
  Array.isArray(v) ? v.map(obj).filter((o): o is Obj => o !== null) : [];

/**
 * Why a part of a signed body is ignored: a number Meta would never send there ('1e20' seconds,
 * an error code beyond an integer). The webhook service logs it once per body.
 */
export const OUT_OF_RANGE = 'valor fora do intervalo';

/** 2009-01-01 (WhatsApp did not exist before): an earlier time is not one Meta sent. */
const EARLIEST_SECONDS = 1_230_768_000;
/** How far Meta's clock may run ahead of ours: a later time is not one Meta sent either. */
export const CLOCK_SKEW_MS = 24 * 60 * 60_000;

/**
 * Meta's times: Unix seconds, a string of digits in messages and statuses (`"1739321024"`), a
 * JSON integer in `entry[].time`. `"1e20"`, `"-5"`, `1.5` or a year 5000 are refused by the
 * schema, never turned into a Date the database cannot store (the 500 Meta would retry for 7
 * days), nor a chat pinned at the top of the board until that year.
 */
const zUnixSeconds = z
  .union([z.string().regex(/^\d{1,12}$/), z.number().int()])
  .transform(Number)
  .pipe(z.number().int().min(EARLIEST_SECONDS).max(253_402_300_799));

/**
 * A time of the body: undefined when absent, null when present but not a time Meta would send
 * (out of the schema's range, or more than CLOCK_SKEW_MS past the server's clock).
 */
export function timeOf(v: unknown, receivedAt: Date): Date | null | undefined {
  if (v === undefined || v === null) return undefined;
  const seconds = zUnixSeconds.safeParse(v);
  if (!seconds.success) return null;
  const at = new Date(seconds.data * 1000);
  return at.getTime() > receivedAt.getTime() + CLOCK_SKEW_MS ? null : at;
}
