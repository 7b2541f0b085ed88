import {
  zConfirmEmailChangeRequest,
  zConfirmPasswordChangeRequest,
  zMessageResponse,
  zRequestEmailChangeRequest,
  zRequestPasswordChangeRequest,
  zUpdateNameRequest,
  zUpdateNameResponse,
  zUpdateTimeZoneRequest,
  zUpdateTimeZoneResponse,
} from '@conecta/contract';
import type { FastifyInstance, FastifyRequest } from 'fastify';

import type { AuthGuard } from '../../http/authenticate.ts';
import { validate } from '../../lib/validate.ts';
import type { RequestMeta } from '../auth/auth-service.ts';
import type { ProfileService } from './profile-service.ts';

const meta = (request: FastifyRequest): RequestMeta => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'],
});

/** The Settings panel's calls (spec §7) plus the account time zone. */
export function profileRoutes(
  app: FastifyInstance,
  deps: { profile: ProfileService; requireAuth: AuthGuard },
) {
  const { profile, requireAuth } = deps;
  const auth = { preHandler: requireAuth };

  app.put('/api/profile/update-name', auth, async (request) => {
    const input = validate(zUpdateNameRequest, request.body);
    return zUpdateNameResponse.parse(await profile.updateName(request.auth, input));
  });

  app.put('/api/profile/time-zone', auth, async (request) => {
    const input = validate(zUpdateTimeZoneRequest, request.body);
    return zUpdateTimeZoneResponse.parse(await profile.updateTimeZone(request.auth, input));
  });

  app.post('/api/profile/request-email-change', auth, async (request) => {
    const input = validate(zRequestEmailChangeRequest, request.body);
    return zMessageResponse.parse(await profile.requestEmailChange(request.auth, input));
  });

  app.post('/api/profile/confirm-email-change', auth, async (request) => {
    const input = validate(zConfirmEmailChangeRequest, request.body);
    return zMessageResponse.parse(
      await profile.confirmEmailChange(request.auth, input, meta(request)),
    );
  });

  app.post('/api/profile/request-password-change', auth, async (request) => {
    const input = validate(zRequestPasswordChangeRequest, request.body);
    return zMessageResponse.parse(await profile.requestPasswordChange(request.auth, input));
  });

  app.post('/api/profile/confirm-password-change', auth, async (request) => {
    const input = validate(zConfirmPasswordChangeRequest, request.body);
    return zMessageResponse.parse(
      await profile.confirmPasswordChange(request.auth, input, meta(request)),
    );
  });
}
