import { z } from 'zod';

/**
 * The server's backups as a clinic's Responsável sees them. Backups are of the whole server (every
 * clinic on it), so each clinic's Responsável sees the same line; `external` is a PostgreSQL
 * server, backed up by whoever runs it.
 */
export const zBackupStatusResponse = z.object({
  kind: z.enum(['embedded', 'external']),
  /** The last finished backup: when (ISO instant) and its size in bytes. */
  last: z.object({ at: z.string(), bytes: z.number().int().nonnegative() }).nullable(),
  /** A failed attempt after the last finished one (ISO instant). */
  failedAt: z.string().nullable(),
});
export type BackupStatusResponse = z.infer<typeof zBackupStatusResponse>;
