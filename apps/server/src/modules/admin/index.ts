export { createAdminInstancesService } from './admin-instances-service.ts';
export { adminRoutes } from './routes.ts';
