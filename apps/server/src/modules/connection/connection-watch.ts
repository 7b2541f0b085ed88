import type { FastifyBaseLogger } from 'fastify';
import { eq } from 'drizzle-orm';

import type { Db } from '../../db/client.ts';
import { webInstances } from '../../db/schema.ts';
import type { Clock } from '../../lib/clock.ts';
import { checkedUnlinked } from './checked-unlinked.ts';
import { describeError } from '../../lib/describe-error.ts';
import type { ConnectionService } from './connection-service.ts';
import type { OutageAlerts } from './outage-alerts.ts';

/** How often each linked instance's status is asked, by the clock. */
export const STATUS_CHECK_MS = 2 * 60_000;
/** How often the disconnection alerts are looked at, by the clock. */
export const ALERT_CHECK_MS = 15_000;

/**
 * The scheduler's job that watches the numbers: every few minutes it asks the provider the status
 * of each instance that was ever linked (a webhook lost, a session logged out on the phone that
 * still answers 'working' are found this way), and every few seconds it sends the alerts due.
 * Each process checks on its own; the change is recorded once (connection-events-repo's flip).
 */
export function createConnectionWatch(deps: {
  db: Db;
  clock: Clock;
  connection: ConnectionService;
  alerts: OutageAlerts;
  log: FastifyBaseLogger;
}) {
  const { db, clock, log } = deps;
  let checkedAt = -Infinity;
  let alertedAt = -Infinity;

  return {
    async runOnce(stopping: () => boolean = () => false): Promise<number> {
      const now = clock().getTime();
      if (now - checkedAt >= STATUS_CHECK_MS) {
        checkedAt = now;
        // A main QR-linked number never linked waits for its scan; the others are checked from the
        // start, so they leave 'Pendente' once linked (checked-unlinked.ts).
        const rows = (
          await db.select().from(webInstances).where(eq(webInstances.status, 'ACTIVE'))
        ).filter((row) => row.lastConnectedAt !== null || checkedUnlinked(row));
        for (const row of rows) {
          if (stopping()) break;
          await deps.connection.check(row).catch((err: unknown) => {
            log.warn({ clinicId: row.clinicId, err: describeError(err) }, 'verificação falhou');
          });
        }
      }
      if (now - alertedAt >= ALERT_CHECK_MS && !stopping()) {
        alertedAt = now;
        await deps.alerts.run(clock());
      }
      // Never a full batch: the scheduler does not call it again in the same tick.
      return 0;
    },
  };
}
