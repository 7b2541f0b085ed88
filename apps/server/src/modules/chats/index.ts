export {
  appliedColumns,
  chatConflictFor,
  lastMessageMoves,
  type AppliedChat,
  type ChatMessage,
} from './chat-message-upsert.ts';
export { chatsRepo, type BoardChatRow, type ChatRow } from './chats-repo.ts';
export { createChatsService, type ChatsService } from './chats-service.ts';
export { chatRoutes } from './routes.ts';
