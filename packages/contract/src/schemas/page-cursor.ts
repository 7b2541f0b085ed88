import { z } from 'zod';

import { MSG } from '../messages.ts';
import { isInstantWithinDateYears } from '../time-zone.ts';

/** An ISO time with offset, then `~` and the entry's id (a time alone is still read). */
const PAGE_CURSOR =
  /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,6})?(Z|[+-]\d{2}:\d{2})(~[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})?$/;

/**
 * Where the next page of a log starts (the access log, the team's audit): the last entry's time
 * and id, since entries of one millisecond share a time and a time alone skipped some of them.
 * Parsed by the route's schema into `{ at, id }`.
 */
export const zPageCursor = (message: string) =>
  z
    .string({ error: message })
    .regex(PAGE_CURSOR, message)
    .refine((v) => !Number.isNaN(Date.parse(v.split('~')[0]!)), message)
    // '9999-12-31T23:59:59-12:00' is in the year 10000, which the database refused (a 500).
    .refine((v) => {
      const at = new Date(v.split('~')[0]!);
      return Number.isNaN(at.getTime()) || isInstantWithinDateYears(at);
    }, MSG.validation.yearOutOfRange)
    .transform((v) => {
      const [at, id] = v.split('~');
      return { at: new Date(at!), id };
    });
export type PageCursor = z.output<ReturnType<typeof zPageCursor>>;

/** The cursor of the page after the one that ends with this entry. */
export const pageCursorOf = (at: Date, id: string) => `${at.toISOString()}~${id}`;
