export { ChatWindow } from './components/chat-window';
export { listMentions, noteKeys } from './api/notes-api';
export { applyMention, applyNoteChange } from './note-live';
export { messageKeys } from './queries';
