export { satisfactionRepo, type SurveyRow } from './satisfaction-repo.ts';
export {
  createSatisfactionService,
  type SatisfactionService,
  surveyAnswerCheck,
} from './satisfaction-service.ts';
export { satisfactionRoutes } from './routes.ts';
