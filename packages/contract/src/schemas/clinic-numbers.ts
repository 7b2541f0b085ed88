import { z } from 'zod';

import { formatPhone } from '../format-phone.ts';
import { PROVIDER_KINDS } from './admin.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The number filter's query field, `numberId` (issue 48): one of the clinic's numbers by its id,
 * left out for all of them. One validation for the board's filter and the reports' (each says its
 * own refusal); whether the id is this clinic's number is the server's to answer.
 */
export const zNumberIdFilter = (message: string) => z.string().regex(UUID, message);

/**
 * One of the clinic's WhatsApp numbers (issue 48), as the board names it: the chip on a card and
 * the board's number filter (both shown only when the clinic has more than one number).
 */
export const zClinicNumber = z.object({
  id: z.string(),
  /** The admin's name for it ('Recepção'); null: the phone names it. */
  label: z.string().nullable(),
  phone: z.string(),
  provider: z.enum(PROVIDER_KINDS),
  connected: z.boolean(),
  /** The clinic's main number: its connection screens and a chat without a number use it. */
  main: z.boolean(),
});
export type ClinicNumber = z.infer<typeof zClinicNumber>;

/** What names a number to a person (the board, an e-mail): the admin's label, else its phone. */
export const numberName = (n: { label: string | null; phone: string }): string =>
  n.label ?? formatPhone(n.phone);

/** GET /dashboard/numbers: the clinic's numbers, the main one first. */
export const zClinicNumbersResponse = z.object({
  success: z.literal(true),
  numbers: z.array(zClinicNumber),
});
export type ClinicNumbersResponse = z.infer<typeof zClinicNumbersResponse>;
