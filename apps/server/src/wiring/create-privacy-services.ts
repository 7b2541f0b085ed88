import type { FastifyBaseLogger } from 'fastify';

import type { Db } from '../db/client.ts';
import type { Clock } from '../lib/clock.ts';
import type { MediaStore } from '../media/media-store.ts';
import {
  type AccessLogService,
  createAccessLogService,
  createErasureService,
  type ErasureService,
  createMediaRemovalRunner,
  type MediaRemovalRunner,
  createPatientExportService,
  type PatientExportService,
  createRetentionRunner,
  createRetentionService,
  type RetentionService,
  type ErasedRowsCompactor,
  type Tombstone,
} from '../modules/privacy/index.ts';

export interface PrivacyServices {
  access: AccessLogService;
  removals: MediaRemovalRunner;
  erasure: ErasureService;
  patientExport: PatientExportService;
  retention: RetentionService;
  retentionRunner: ReturnType<typeof createRetentionRunner>;
}

/**
 * The LGPD services: the access log (also written by the chat window and media routes), erasure
 * and retention (which share the retried file removals), and the patient's export.
 */
export function createPrivacyServices(deps: {
  db: Db;
  clock: Clock;
  media: MediaStore;
  secret: string;
  timeZoneOf: (userId: string) => Promise<string>;
  log: FastifyBaseLogger;
  compactor: ErasedRowsCompactor;
  /** The one the suppression list reads too (app.ts), so both name a patient alike. */
  tombstone: Tombstone;
}): PrivacyServices {
  const { db, clock, media, log } = deps;
  const access = createAccessLogService({ db, clock, timeZoneOf: deps.timeZoneOf });
  const removals = createMediaRemovalRunner({ db, clock, media, log });
  const { tombstone } = deps;
  return {
    access,
    removals,
    erasure: createErasureService({ db, clock, removals, tombstone, compactor: deps.compactor }),
    patientExport: createPatientExportService({
      db,
      clock,
      media,
      access,
      secret: deps.secret,
      timeZoneOf: deps.timeZoneOf,
      log,
    }),
    retention: createRetentionService({ db, clock }),
    retentionRunner: createRetentionRunner({
      db,
      clock,
      removals,
      tombstone,
      log,
      compactor: deps.compactor,
    }),
  };
}
