import {
  defaultOpeningHours,
  MSG,
  namesOfClosedDates,
  type OpeningHours,
  sortClosedDates,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';

/**
 * The clinic's opening hours: when its automatic messages may go. A clinic that never set them
 * is shown the defaults, switched off, in the time zone of whoever is looking.
 */
export function createOpeningHoursService(deps: {
  db: Db;
  timeZoneOf: (userId: string) => Promise<string>;
}) {
  const { db, timeZoneOf } = deps;
  return {
    async get(clinicId: string, userId: string) {
      const hours = await clinicSettingsRepo.openingHours(db, clinicId);
      return {
        success: true as const,
        hours: hours ?? defaultOpeningHours(await timeZoneOf(userId)),
        custom: hours !== null,
      };
    },
    async set(clinicId: string, input: OpeningHours) {
      const closedDates = sortClosedDates(input.closedDates);
      // A client that sends no names (the hours form, an older page) keeps the ones stored.
      const names =
        input.closedDateNames ??
        (await clinicSettingsRepo.openingHours(db, clinicId))?.closedDateNames;
      const hours: OpeningHours = {
        enabled: input.enabled,
        timeZone: input.timeZone,
        days: input.days.map((d) => d.map(({ start, end }) => ({ start, end }))),
        closedDates,
        closedDateNames: namesOfClosedDates(closedDates, names),
      };
      await clinicSettingsRepo.setOpeningHours(db, clinicId, hours);
      return { success: true as const, hours, custom: true, message: MSG.routineRules.hoursSaved };
    },
  };
}
export type OpeningHoursService = ReturnType<typeof createOpeningHoursService>;
