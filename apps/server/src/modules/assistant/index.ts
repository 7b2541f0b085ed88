export { assistantRoutes } from './routes.ts';
export { createAssistantService, type AssistantService } from './assistant-service.ts';
export { createAssistantClient } from './assistant-client.ts';
