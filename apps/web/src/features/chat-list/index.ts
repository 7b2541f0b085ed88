export {
  type BoardViewState,
  listChats,
  mergeChats,
  type PagedChats,
  PLAIN_VIEW,
  syncChats,
  withBoardPage,
} from './api/list-chats';
export { chatKeys, chatListOptions } from './queries';
export {
  chatAddress,
  chatInitials,
  chatTitle,
  contactName,
  formatCardTime,
  formatDayLabel,
  formatFullDateTime,
  formatMessageTime,
  formatPhone,
  localDayKey,
  messagePreview,
  unreadBadge,
} from './chat-format';
export { ChatAvatar } from './components/chat-avatar';
export { ChatsLoadFailed } from './components/chats-load-failed';
export { TagBadge } from './components/tag-badge';
export { useChats } from './hooks/use-chats';
