export { ChatList } from './components/chat-list';
export { ChatsLoadFailed } from './components/chats-load-failed';
export { useChats } from './hooks/use-chats';
