export { satisfactionRepo, type SurveyRow } from './satisfaction-repo.ts';
export { createSatisfactionService, type SatisfactionService } from './satisfaction-service.ts';
export { satisfactionRoutes } from './routes.ts';
