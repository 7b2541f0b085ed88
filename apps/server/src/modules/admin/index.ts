export { CLOUD_API_WEBHOOK_PATH, createAdminInstancesService } from './admin-instances-service.ts';
export { adminRoutes } from './routes.ts';
