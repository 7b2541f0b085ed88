import { MSG, dayIn, localToUtc, shiftDay } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import { type InstanceAccess, type InstanceRow, instancesRepo } from '../instances/index.ts';
import { connectionEventsRepo, type ConnectionEventRow } from './connection-events-repo.ts';
import { healthRepo } from './health-repo.ts';
import { outageSpans, uptimeShare, type ConnectionChange } from './outage-spans.ts';

const DAY_MS = 86_400_000;
/** Days of messages the panel shows. */
export const HEALTH_DAYS = 14;
/** How long after a reconnection the board still offers 'Enquanto esteve desconectado'. */
export const GAP_SHOWN_MS = DAY_MS;

const asChange = (e: ConnectionEventRow): ConnectionChange => ({
  id: e.id,
  kind: e.kind,
  at: e.at,
  reason: e.reason,
});

/** The 'Saúde do número' figures, the banner's 'desde' and the gap an outage left. */
export function createHealthService(deps: {
  db: Db;
  clock: Clock;
  access: InstanceAccess;
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, clock } = deps;

  /**
   * The number asked about (issue 48): one of the clinic's by its id, else its main one (which a
   * clinic without any number lacks). Another clinic's number is as unknown as a made-up id.
   */
  async function numberOf(clinicId: string, numberId: string | undefined) {
    if (numberId === undefined) return deps.access.findByClinic(clinicId);
    const row = await instancesRepo.findOfClinic(db, clinicId, numberId);
    if (!row) throw new AppError('NOT_FOUND', MSG.clinicNumbers.notFound);
    return row;
  }

  /** What the repos key a number's rows by; a clinic without a number, its main one's (none). */
  const scope = (clinicId: string, row: InstanceRow | undefined) => ({
    clinicId,
    suffix: row?.chatKeySuffix ?? null,
  });

  return {
    async numberHealth(who: { clinicId: string; userId: string }, numberId?: string) {
      const now = clock();
      const instance = await numberOf(who.clinicId, numberId);
      const since = new Date(now.getTime() - 30 * DAY_MS);
      const changes = instance
        ? (
            await connectionEventsRepo.history(
              db,
              { clinicId: who.clinicId, instanceId: instance.id },
              since,
            )
          ).map(asChange)
        : [];
      // Linked before any change was recorded and never dropped since: all the time connected.
      const steady = changes.length === 0 && instance?.connected ? 1 : null;
      const share = (days: number) =>
        uptimeShare(changes, new Date(now.getTime() - days * DAY_MS), now) ?? steady;
      const monthAgo = now.getTime() - 30 * DAY_MS;
      const outages = outageSpans(changes)
        .filter((s) => (s.end ?? now).getTime() >= monthAgo)
        .reverse()
        .map((s) => ({
          start: s.start.toISOString(),
          end: s.end?.toISOString() ?? null,
          lengthMs: (s.end ?? now).getTime() - s.start.getTime(),
          reason: s.reason,
        }));

      const timeZone = await deps.timeZoneOf(who.userId);
      const today = dayIn(now, timeZone);
      const first = shiftDay(today, -(HEALTH_DAYS - 1));
      const counted = new Map(
        (
          await healthRepo.dailyCounts(
            db,
            scope(who.clinicId, instance),
            localToUtc(`${first}T00:00`, timeZone),
            timeZone,
          )
        ).map((d) => [d.day, d]),
      );
      const days = Array.from({ length: HEALTH_DAYS }, (_, i) => {
        const day = shiftDay(first, i);
        return counted.get(day) ?? { day, sent: 0, received: 0, automatic: 0 };
      });
      const sent = days.reduce((n, d) => n + d.sent, 0);
      const received = days.reduce((n, d) => n + d.received, 0);
      return {
        success: true as const,
        uptime7: share(7),
        uptime30: share(30),
        outages,
        days,
        ratio: received > 0 ? sent / received : null,
        alertMinutes: await healthRepo.alertMinutes(db, who.clinicId),
      };
    },

    async outageState(clinicId: string, numberId?: string) {
      const now = clock();
      const instance = await numberOf(clinicId, numberId);
      const number = scope(clinicId, instance);
      const [latest, before] = instance
        ? await connectionEventsRepo.latestOfNumber(db, { clinicId, instanceId: instance.id }, 2)
        : [];
      let disconnectedSince: string | null = null;
      if (instance && !instance.connected && instance.lastConnectedAt) {
        disconnectedSince = (
          latest?.kind === 'disconnected' ? latest.at : instance.updatedAt
        ).toISOString();
      }
      const gap = async (outageId: string, start: Date, end: Date) => ({
        id: outageId,
        start: start.toISOString(),
        heldSends: await connectionEventsRepo.heldCount(db, outageId),
        patients: (await healthRepo.gapPatients(db, number, start, end)).map((p) => ({
          ...p,
          lastAt: p.lastAt.toISOString(),
        })),
      });
      let lastOutage = null;
      if (
        latest?.kind === 'connected' &&
        before?.kind === 'disconnected' &&
        now.getTime() - latest.at.getTime() < GAP_SHOWN_MS
      ) {
        lastOutage = {
          ...(await gap(before.id, before.at, latest.at)),
          end: latest.at.toISOString(),
        };
      }
      // Who wrote so far while it is still down: a Cloud API number whose webhooks still come,
      // or messages delivered late that are already in (the board's other numbers show it).
      const currentOutage =
        disconnectedSince && latest?.kind === 'disconnected'
          ? await gap(latest.id, latest.at, now)
          : null;
      return { success: true as const, disconnectedSince, lastOutage, currentOutage };
    },

    async setAlertMinutes(clinicId: string, minutes: number) {
      await healthRepo.setAlertMinutes(db, clinicId, minutes);
      return { success: true as const, minutes };
    },
  };
}
export type HealthService = ReturnType<typeof createHealthService>;
