export { createBoardService } from './board-service.ts';
export { movedChatCard } from './chat-view.ts';
export { boardRoutes } from './routes.ts';
