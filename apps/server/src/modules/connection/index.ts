export { createChatSync } from './chat-sync.ts';
export { createConnectionService } from './connection-service.ts';
export { connectionEventsRepo } from './connection-events-repo.ts';
export { createConnectionWatch } from './connection-watch.ts';
export { createHealthService } from './health-service.ts';
export { createOutageAlerts } from './outage-alerts.ts';
export { connectionRoutes } from './routes.ts';
