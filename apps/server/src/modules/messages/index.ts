export { createMediaDownloader } from './media-downloader.ts';
export type { MediaJob } from './media-downloads-repo.ts';
export { messageMediaRepo, messagesRepo, type NewMessage } from './messages-repo.ts';
export { createMessagesService } from './messages-service.ts';
export { recordOutbound } from './record-outbound.ts';
export { messageRoutes } from './routes.ts';
export { SERVICE_WINDOW_MS } from './conversation-window.ts';
