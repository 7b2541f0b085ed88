export { ChatWindow } from './components/chat-window';
export { messageKeys } from './queries';
