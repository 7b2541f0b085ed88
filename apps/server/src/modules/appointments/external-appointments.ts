import { type AttendanceMark, localToUtc, MSG } from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { AppError } from '../../lib/errors.ts';
import type { Member } from '../memberships/index.ts';
import { appointmentsRepo, type AppointmentRow } from './appointments-repo.ts';
import type { AppointmentsService } from './appointments-service.ts';

interface Input {
  chatId: string;
  startsAt: string;
  professional: string;
  procedure: string;
  remindHoursBefore: number[];
}

const sameHours = (a: number[] | null, b: number[]) =>
  a !== null && a.length === b.length && [...a].sort().join() === [...b].sort().join();

/** The unique index said another call created it first: the same call, run twice at once. */
const isUniqueViolation = (err: unknown) =>
  (err as { code?: string })?.code === '23505' ||
  (err as { cause?: { code?: string } })?.cause?.code === '23505';

/**
 * The public API's appointments, keyed by the clinic system's own id (`externalId`): the same
 * call twice changes nothing (`changed: false`), a different one goes through the same
 * create / update / cancel / attendance as the agenda screen, with their rules and audit.
 */
export function createExternalAppointments(deps: {
  db: Db;
  appointments: AppointmentsService;
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, appointments } = deps;

  async function existing(who: Member, externalId: string): Promise<AppointmentRow> {
    const row = await appointmentsRepo.findExternal(db, who.clinicId, externalId);
    if (!row) throw new AppError('NOT_FOUND', MSG.appointmentRules.notFound);
    return row;
  }

  async function unchanged(who: Member, row: AppointmentRow, input: Input) {
    const zone = await deps.timeZoneOf(who.userId);
    return (
      row.state !== 'cancelled' &&
      row.chatId === input.chatId &&
      localToUtc(input.startsAt, zone).getTime() === row.startsAt.getTime() &&
      row.professional === input.professional &&
      row.procedure === input.procedure &&
      sameHours(row.remindHours, input.remindHoursBefore)
    );
  }

  async function upsert(
    who: Member,
    externalId: string,
    input: Input,
    retried = false,
  ): Promise<Awaited<ReturnType<AppointmentsService['create']>> & { changed: boolean }> {
    const row = await appointmentsRepo.findExternal(db, who.clinicId, externalId);
    if (!row) {
      try {
        return { ...(await appointments.create(who, input, externalId)), changed: true };
      } catch (err) {
        if (retried || !isUniqueViolation(err)) throw err;
        return upsert(who, externalId, input, true);
      }
    }
    if (await unchanged(who, row, input))
      return { ...(await appointments.show(who, row, MSG.apiKeys.unchanged)), changed: false };
    // Another patient's chat under the same id: the clinic system's mistake, not a move.
    if (row.chatId !== input.chatId) throw new AppError('CONFLICT', MSG.apiKeys.externalOtherChat);
    return { ...(await appointments.update(who, row.id, input)), changed: true };
  }

  return {
    upsert: (who: Member, externalId: string, input: Input) => upsert(who, externalId, input),

    async cancel(who: Member, externalId: string) {
      const row = await existing(who, externalId);
      if (row.state === 'cancelled')
        return { ...(await appointments.show(who, row, MSG.apiKeys.unchanged)), changed: false };
      return { ...(await appointments.cancel(who, row.id)), changed: true };
    },

    async markAttendance(
      who: Member,
      externalId: string,
      mark: AttendanceMark,
      meta: { ip: string },
    ) {
      const row = await existing(who, externalId);
      if (row.attendance === mark)
        return { ...(await appointments.show(who, row, MSG.apiKeys.unchanged)), changed: false };
      return { ...(await appointments.markAttendance(who, row.id, mark, meta)), changed: true };
    },
  };
}
export type ExternalAppointments = ReturnType<typeof createExternalAppointments>;
