export { ChatBoard } from './components/chat-board';
