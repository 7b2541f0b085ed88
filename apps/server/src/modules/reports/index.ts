export { reportRoutes } from './routes.ts';
export { createReportsService, type ReportsService } from './reports-service.ts';
