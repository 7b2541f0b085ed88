// What other modules call: verbs over the chats and messages this module owns, and no SQL.
import { boardPagesRepo } from './board-pages-repo.ts';
import { chatUserIdsRepo } from './chat-user-ids-repo.ts';
import { chatsRepo } from './chats-repo.ts';
import { messageMediaRepo, messagesRepo } from './messages-repo.ts';

export type { AppliedChat, ChatMessage } from './chat-message-upsert.ts';
export { recordInbound } from './record-inbound.ts';
/**
 * A patient's names (phones, BSUIDs, '@username'): the chat they name, and keeping them on the
 * chat (issue 48).
 */
export const { chatIdOfUser, chatIdOfAny, noteUserId, identifiersOf, keepIdentifiers } =
  chatUserIdsRepo;
export { type ChatIdentifier, usernameIdentifier } from './chat-user-ids-repo.ts';
export { applyIdentityChange, identityValues } from './identity-change.ts';
export { mergeChatInto, moveChatRows, rekeyChat } from './merge-chats.ts';
/** 'Mesclar conversas': what a chat would bring, the merge written down, and its undo. */
export {
  chatRowCounts,
  type ChatRowCounts,
  mergeChatRecorded,
  type MergeMoved,
} from './merge-record.ts';
export { undoCounts, undoMerge } from './merge-undo.ts';
export { createTwinMergeRunner, type TwinMergeRunner } from './twin-merge-runner.ts';
export type { BoardChatRow, ChatRow } from './chats-repo.ts';
/** A chat of the clinic (or none), a few chats' names, which of some chats still exist. */
export const { find: findChat, names: chatNames, present: chatsPresent } = chatsRepo;
/** The board's cards: the whole list, the ones changed since a point, the point now, a search. */
export const {
  list: boardChatRows,
  changedSince: boardChatsChangedSince,
  syncPoint: boardSyncPoint,
  withMessageContaining: chatsWithMessageContaining,
} = chatsRepo;
/** The board in pages (issue 51): a column's page under a view, and each column's count. */
export const { page: boardPageRows, counts: boardViewCounts } = boardPagesRepo;
export type { BoardPageRow, BoardRowFilter, ColumnRules } from './board-pages-repo.ts';
/** The provider's chat list brought in: merged, counted, and the photos filled one by one. */
export const {
  mergeFromProvider: mergeProviderChats,
  totals: chatTotals,
  withoutThumbnail: chatsWithoutThumbnail,
  setThumbnail: setChatThumbnail,
} = chatsRepo;
/** A member leaving the clinic leaves no chat assigned to them. */
export const { unassignMember } = chatsRepo;
/** The public API's reads: the clinic's chat with a phone, and chats paged in id order. */
export const { chatIdForPhone, pageByChatId: chatsPageById } = chatsRepo;
export { createChatsService, type ChatsService } from './chats-service.ts';
export { chatRoutes } from './chat-routes.ts';
export { createMediaDownloader } from './media-downloader.ts';
export type { MediaJob } from './media-downloads-repo.ts';
export type { NewMessage } from './messages-repo.ts';
/**
 * What the provider says of a stored message (an edit, a reaction, a status), and when the
 * patient last wrote (the 24-hour window), as verbs.
 */
export const { editText, setReaction, setStatus, advanceStatus, lastFromPatientAt } = messagesRepo;
export const { findByMessageId: findMessage } = messageMediaRepo;
/** The assistant's verbs: a message by its row id, a voice note's text, a chat's newest page. */
export const { findById: findMessageById, setTranscript } = messageMediaRepo;
export const { pageForChat: newestMessagesOf } = messagesRepo;
export type { MessageRow } from './messages-repo.ts';
export { createMessagesService, type MessagesService } from './messages-service.ts';
export { recordOutbound } from './record-outbound.ts';
export { messageRoutes } from './message-routes.ts';
export { SERVICE_WINDOW_MS } from './conversation-window.ts';
export { chatNamed, eraseChat, lockChatForErasure } from './erase-chat.ts';
export { messagesForExport } from './messages-for-export.ts';
export { createLegacySealingRunner } from './legacy-sealing-runner.ts';
/** Which of a patient's chats an automatic message goes to (issue 48), inside its claim. */
export { lastWrittenSibling, sendChatKey, sentToChat } from './last-written-sibling.ts';
export { chatNumbers, chatRefKey, clinicChatNumbers, type ChatRef } from './chat-numbers-repo.ts';
