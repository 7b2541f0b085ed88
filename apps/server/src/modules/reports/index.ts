export { reportRoutes } from './routes.ts';
export { createReportsService, type ReportsService } from './reports-service.ts';
export { createReportCatchUp, type ReportCatchUp } from './report-catch-up.ts';
