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
import { pushRepo } from './push-repo.ts';

const LOOPBACK = new Set(['127.0.0.1', 'localhost', '[::1]']);

/**
 * A member's devices and quiet hours. The server will POST to whatever endpoint it is given, so
 * only https:// is taken (every browser's push service is); plain http only on this machine and
 * outside production, where the tests' push service runs.
 */
export function createPushService(deps: {
  db: Db;
  clock: Clock;
  publicKey: string;
  production: boolean;
}) {
  const { db } = deps;

  function checkEndpoint(endpoint: string) {
    const url = new URL(endpoint);
    if (url.protocol === 'https:') return;
    if (!deps.production && LOOPBACK.has(url.hostname)) return;
    throw new AppError('VALIDATION_ERROR', MSG.pushRules.endpointNotAllowed);
  }

  return {
    publicKey: () => ({ publicKey: deps.publicKey }),

    async subscribe(
      auth: AuthContext,
      body: PushSubscribeRequest,
    ): Promise<PushSubscriptionResponse> {
      checkEndpoint(body.endpoint);
      await pushRepo.upsert(
        db,
        { clinicId: auth.clinicId, userId: auth.userId },
        {
          endpoint: body.endpoint,
          p256dh: body.keys.p256dh,
          auth: body.keys.auth,
          label: body.label,
          privacy: body.privacy,
        },
        deps.clock(),
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
