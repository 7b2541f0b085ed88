export { ChatWindow } from './components/chat-window';
