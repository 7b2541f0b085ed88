import { teamEndpoints as endpoints } from '@conecta/contract';
import type { FastifyInstance } from 'fastify';

import { createEndpointRouter } from '../../http/endpoint-router.ts';
import type { AuthGuard } from '../../http/authenticate.ts';
import { requestMeta } from '../../http/request-meta.ts';
import type { InvitationService } from './invitation-service.ts';
import type { TeamService } from './team-service.ts';

export function teamRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; invitations: InvitationService; requireAuth: AuthGuard },
) {
  const { team, invitations } = deps;
  const route = createEndpointRouter(app, deps);

  route(endpoints.view, (request) => team.view(request.auth));

  route(endpoints.clinic, (request) => team.clinic(request.auth));

  route(endpoints.rename, (request) =>
    team.rename(request.auth, request.body.name, requestMeta(request)),
  );

  route(endpoints.invite, (request) =>
    team.invite(request.auth, request.body, requestMeta(request)),
  );

  route(endpoints.cancelInvitation, (request) =>
    team.cancelInvitation(request.auth, request.params.id, requestMeta(request)),
  );

  route(endpoints.setRole, (request) =>
    team.setRole(request.auth, request.params.userId, request.body.role, requestMeta(request)),
  );

  route(endpoints.removeMember, (request) =>
    team.removeMember(request.auth, request.params.userId, requestMeta(request)),
  );

  route(endpoints.presence, (request) => team.presence(request.auth, request.body));

  route(endpoints.auditLog, (request) => team.auditLog(request.auth, request.query.before));

  route(endpoints.preview, (request) => invitations.preview(request.params.token));

  route(endpoints.accept, (request) => invitations.accept(request.body, requestMeta(request)));
}
