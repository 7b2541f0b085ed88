import {
  zAcceptInvitationRequest,
  zAuditQuery,
  zAuditResponse,
  zIdParam,
  zInvitationPreview,
  zInvitationTokenParam,
  zInviteRequest,
  zInviteResponse,
  zSessionResponse,
  zMemberParam,
  zMessageResponse,
  zOkResponse,
  zPresenceRequest,
  zRoleRequest,
  zTeamResponse,
} from '@conecta/contract';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';

import type { AuthGuard } from '../../http/authenticate.ts';
import { requestMeta } from '../auth/request-meta.ts';
import type { InvitationService } from './invitation-service.ts';
import type { TeamService } from './team-service.ts';

const tags = ['Equipe'];

export function teamRoutes(
  app: FastifyInstance,
  deps: { team: TeamService; invitations: InvitationService; requireAuth: AuthGuard },
) {
  const { team, invitations } = deps;
  const api = app.withTypeProvider<ZodTypeProvider>();
  // Before validation: a caller without a session learns nothing about what it sent.
  const guard = { preValidation: deps.requireAuth };

  api.get(
    '/dashboard/team',
    {
      ...guard,
      schema: {
        tags,
        summary: 'A equipe da clínica: membros e, para o Responsável, convites pendentes',
        response: { 200: zTeamResponse },
      },
    },
    (request) => team.view(request.auth),
  );

  api.post(
    '/dashboard/team/invitations',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Convida alguém por e-mail (link de uso único, válido por 7 dias)',
        body: zInviteRequest,
        response: { 201: zInviteResponse },
      },
    },
    async (request, reply) =>
      reply.status(201).send(await team.invite(request.auth, request.body, requestMeta(request))),
  );

  api.delete(
    '/dashboard/team/invitations/:id',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Cancela um convite pendente',
        params: zIdParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => team.cancelInvitation(request.auth, request.params.id, requestMeta(request)),
  );

  api.put(
    '/dashboard/team/members/:userId/role',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Muda a função de um membro (a clínica mantém ao menos um Responsável)',
        params: zMemberParam,
        body: zRoleRequest,
        response: { 200: zMessageResponse },
      },
    },
    (request) =>
      team.setRole(request.auth, request.params.userId, request.body.role, requestMeta(request)),
  );

  api.delete(
    '/dashboard/team/members/:userId',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Remove um membro, ou sai da equipe (o próprio id); as sessões dele terminam',
        params: zMemberParam,
        response: { 200: zMessageResponse },
      },
    },
    (request) => team.removeMember(request.auth, request.params.userId, requestMeta(request)),
  );

  api.post(
    '/dashboard/presence',
    {
      ...guard,
      schema: {
        tags,
        summary: 'Avisa a equipe que a janela desta conversa está aberta, em digitação ou fechada',
        body: zPresenceRequest,
        response: { 200: zOkResponse },
      },
    },
    (request) => team.presence(request.auth, request.body),
  );

  api.get(
    '/dashboard/team/audit',
    {
      ...guard,
      schema: {
        tags,
        summary: 'O registro de atividades da clínica, do mais recente, 50 por página',
        querystring: zAuditQuery,
        response: { 200: zAuditResponse },
      },
    },
    (request) => team.auditLog(request.auth, request.query.before),
  );

  api.get(
    '/auth/invitations/:token',
    {
      schema: {
        tags,
        summary: 'O que um link de convite oferece (clínica, e-mail, função)',
        params: zInvitationTokenParam,
        response: { 200: zInvitationPreview },
      },
    },
    (request) => invitations.preview(request.params.token),
  );

  api.post(
    '/auth/invitations/accept',
    {
      schema: {
        tags,
        summary: 'Aceita um convite: cria a conta ou confirma a senha, e entra na equipe',
        body: zAcceptInvitationRequest,
        response: { 200: zSessionResponse },
      },
    },
    (request) => invitations.accept(request.body, requestMeta(request)),
  );
}
