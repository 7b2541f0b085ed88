export { webhookRoutes } from './routes.ts';
export { createWebhookService } from './webhook-service.ts';
