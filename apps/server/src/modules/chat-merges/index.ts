export { createChatMergesService, type ChatMergesService } from './chat-merges-service.ts';
export { chatMergeRoutes } from './routes.ts';
