import {
  MSG,
  type PushSubscribeRequest,
  type PushSubscriptionResponse,
  type QuietHours,
  type QuietHoursResponse,
} from '@conecta/contract';

import type { Db } from '../../db/client.ts';
import type { Clock } from '../../lib/clock.ts';
import { AppError } from '../../lib/errors.ts';
import type { AuthContext } from '../auth/index.ts';
import { endpointRule, type PushServices } from './push-endpoints.ts';
import { pushRepo } from './push-repo.ts';

/** Devices one member may have: the next one pushes out the oldest (a phone long gone, mostly). */
export const DEVICES_PER_MEMBER = 10;

/**
 * A member's devices and quiet hours. The server will POST to the endpoint it is given, so only
 * the browsers' push services are taken (https on their hosts, config.pushServices), and the
 * address is checked again when sending (push-sender.ts). A subscription belongs to the session
 * that sent it and ends with it.
 */
export function createPushService(deps: {
  db: Db;
  clock: Clock;
  publicKey: string;
  services: PushServices;
}) {
  const { db } = deps;

  function checkEndpoint(endpoint: string) {
    if (!endpointRule(endpoint, deps.services))
      throw new AppError('VALIDATION_ERROR', MSG.pushRules.endpointNotAllowed);
  }

  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    async subscribe(
      auth: AuthContext,
      body: PushSubscribeRequest,
    ): Promise<PushSubscriptionResponse> {
      checkEndpoint(body.endpoint);
      await db.transaction((tx) =>
        pushRepo.upsert(
          tx,
          { clinicId: auth.clinicId, userId: auth.userId, sessionId: auth.sessionId },
          {
            endpoint: body.endpoint,
            p256dh: body.keys.p256dh,
            auth: body.keys.auth,
            label: body.label,
            privacy: body.privacy,
          },
          deps.clock(),
          DEVICES_PER_MEMBER,
        ),
      );
      return { subscribed: true, privacy: body.privacy };
    },

    async unsubscribe(auth: AuthContext, endpoint: string): Promise<PushSubscriptionResponse> {
      await pushRepo.remove(db, auth.userId, endpoint);
      return { subscribed: false, privacy: false };
    },

    async quietHours(auth: AuthContext): Promise<QuietHoursResponse> {
      return { quietHours: await pushRepo.quietHours(db, auth.userId) };
    },

    async setQuietHours(auth: AuthContext, quiet: QuietHours | null): Promise<QuietHoursResponse> {
      await pushRepo.setQuietHours(db, auth.userId, quiet, deps.clock());
      return { quietHours: quiet };
    },
  };
}
export type PushService = ReturnType<typeof createPushService>;
