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
import { instancesRepo, type InstanceRow } from '../instances/index.ts';

/** The zone a clinic's day is counted in when it never set its hours (the accounts' default). */
const DEFAULT_ZONE = 'America/Sao_Paulo';

/**
 * The pace of the clinic's automatic messages as the Responsável sees and sets it: the daily
 * cap, the warm-up and the spacing (the server's defaults until saved), with today's count
 * against today's cap and the warm-up day of a young number. The screen speaks of the clinic's
 * main number; each number counts its own day (issue 48), which `numbersToday` answers for the
 * numbers chats send from.
 */
export function createSendPacingService(deps: {
  db: Db;
  clock: Clock;
  defaults: SendPacing;
  /**
   * The number of each of these chats of the clinic (the conversations module's read, which owns
   * the chats): a chat's id to its number's row, null or absent for the main number.
   */
  chatNumbers: (clinicId: string, chatIds: string[]) => Promise<Map<string, string | null>>;
}) {
  const { db, clock } = deps;

  /** A number's day: what it sent today against its cap (its own warm-up, its own link). */
  function todayOf(pacing: SendPacing, instance: InstanceRow | undefined, zone: string, now: Date) {
    const day = instance?.linkedAt ? warmUpDay(instance.linkedAt, now, zone) : null;
    const inWarmUp = pacing.warmUp && (day === null || day < WARM_UP_DAYS);
    return {
      sent: instance?.autoDay === dayIn(now, zone) ? instance.autoDayUsed : 0,
      cap: dailyCapToday(pacing, day),
      warmUpDay: inWarmUp ? (day ?? 1) : null,
      linked: Boolean(instance?.linkedAt),
    };
  }

  async function paceAndZone(clinicId: string) {
    const own = await clinicSettingsRepo.sendPacing(db, clinicId);
    const zone = (await clinicSettingsRepo.openingHours(db, clinicId))?.timeZone ?? DEFAULT_ZONE;
    return { own, pacing: own ?? deps.defaults, zone };
  }

  async function view(clinicId: string, message?: string) {
    const { own, pacing, zone } = await paceAndZone(clinicId);
    const now = clock();
    // The main number first (listByClinic's order): `today` stays the main number's.
    const numbers = await instancesRepo.listByClinic(db, clinicId);
    return {
      success: true as const,
      ...(message ? { message } : {}),
      pacing,
      custom: own !== null,
      today: todayOf(pacing, numbers[0], zone, now),
      numbers: numbers.map((n) => ({
        id: n.id,
        label: n.label,
        phone: n.connectedPhone,
        main: n.chatKeySuffix === null,
        ...todayOf(pacing, n, zone, now),
      })),
    };
  }

  return {
    get: (clinicId: string) => view(clinicId),
    /**
     * Today's sends against the cap of each number, asked for the numbers these chats send from
     * (one read of the chats): the answer gives a chat's number's day (its own, else the main
     * number's, as the gate counts it); without a chat, the main number's.
     */
    async numbersToday(clinicId: string, chatIds: string[]) {
      const { pacing, zone } = await paceAndZone(clinicId);
      const now = clock();
      const numbers = await instancesRepo.listByClinic(db, clinicId);
      const own = await deps.chatNumbers(clinicId, chatIds);
      const days = new Map(numbers.map((n) => [n.id, todayOf(pacing, n, zone, now)]));
      const main = todayOf(pacing, numbers[0], zone, now);
      return (chatId?: string) => {
        const id = chatId === undefined ? undefined : own.get(chatId);
        return (id && days.get(id)) || main;
      };
    },
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
