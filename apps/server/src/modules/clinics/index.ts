export { createInvitationService } from './invitation-service.ts';
export { teamRoutes } from './routes.ts';
export { createTeamService } from './team-service.ts';
