import {
  dailyCapToday,
  dayIn,
  MSG,
  type SendPacing,
  WARM_UP_DAYS,
  warmUpDay,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { clinicSettingsRepo } from '../clinic-settings/index.ts';
import { instancesRepo } from '../instances/index.ts';

/** The zone a clinic's day is counted in when it never set its hours (the accounts' default). */
const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * The pace of the clinic's automatic messages as the Responsável sees and sets it: the daily
 * cap, the warm-up and the spacing (the server's defaults until saved), with today's count
 * against today's cap and the warm-up day of a young number.
 */
export function createSendPacingService(deps: { db: Db; clock: Clock; defaults: SendPacing }) {
  const { db, clock } = deps;

  async function view(clinicId: string, message?: string) {
    const own = await clinicSettingsRepo.sendPacing(db, clinicId);
    const pacing = own ?? deps.defaults;
    const instance = await instancesRepo.findByClinic(db, clinicId);
    const zone = (await clinicSettingsRepo.openingHours(db, clinicId))?.timeZone ?? DEFAULT_ZONE;
    const now = clock();
    const day = instance?.linkedAt ? warmUpDay(instance.linkedAt, now, zone) : null;
    const inWarmUp = pacing.warmUp && (day === null || day < WARM_UP_DAYS);
    return {
      success: true as const,
      ...(message ? { message } : {}),
      pacing,
      custom: own !== null,
      today: {
        sent: instance?.autoDay === dayIn(now, zone) ? instance.autoDayUsed : 0,
        cap: dailyCapToday(pacing, day),
        warmUpDay: inWarmUp ? (day ?? 1) : null,
        linked: Boolean(instance?.linkedAt),
      },
    };
  }

  return {
    get: (clinicId: string) => view(clinicId),
    async set(clinicId: string, input: SendPacing) {
      const pacing: SendPacing = {
        dailyCap: input.dailyCap,
        warmUp: input.warmUp,
        minGapSeconds: input.minGapSeconds,
        extraGapSeconds: input.extraGapSeconds,
      };
      await clinicSettingsRepo.setSendPacing(db, clinicId, pacing);
      return view(clinicId, MSG.sendPacing.saved);
    },
  };
}
export type SendPacingService = ReturnType<typeof createSendPacingService>;
