import { createHmac } from 'node:crypto';

import { ERASED_PATIENT_PREFIX } from '@conecta/contract';

/**
 * What stays of an erased patient in the logs: a keyed hash (HMAC with the server's secret) of
 * the clinic and the number. The same patient gives the same tombstone (two erasures read as one
 * person); without the secret, trying every Brazilian number against it does not lead back to the
 * number, as it would with a plain hash (a billion or so candidates take minutes).
 */
export function createTombstone(secret: string) {
  return (clinicId: string, chatId: string) =>
    ERASED_PATIENT_PREFIX +
    createHmac('sha256', secret)
      .update(`tombstone:${clinicId}:${chatId}`)
      .digest('hex')
      .slice(0, 16);
}
export type Tombstone = ReturnType<typeof createTombstone>;
