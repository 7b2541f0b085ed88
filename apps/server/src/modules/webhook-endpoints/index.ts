// The clinic's outbound webhooks ('Integrações' → 'Webhooks', issue 49): endpoints, the outbox
// and its sender.
export { notifyDisabled } from './webhook-disabled-mail.ts';
export { createWebhookEndpointsService } from './webhook-endpoints-service.ts';
export { createWebhookOutbox, type WebhookEmit, type WebhookOutbox } from './webhook-outbox.ts';
export { createWebhookSender, WEBHOOK_BATCH, type WebhookSender } from './webhook-sender.ts';
export { webhookEndpointRoutes } from './routes.ts';
