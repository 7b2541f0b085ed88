export { AssistantSettingsForm } from './components/assistant-settings-form';
export { ChatSummary } from './components/chat-summary';
export { SuggestReplyButton } from './components/suggest-reply-button';
export { VoiceNoteTranscript } from './components/transcribe-button';
export { useAssistantStatus } from './hooks';
