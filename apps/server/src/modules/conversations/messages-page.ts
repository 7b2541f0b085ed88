import { formatSyncPosition, isAheadOf, type MessagesQuery } from '@conecta/contract';

import type { MessagesDeps } from './messages-deps.ts';
import { chatOf } from './chat-of.ts';
import { messageEntries } from './message-entries.ts';
import { messagesRepo } from './messages-repo.ts';

/** How many messages a chat window opens with. */
const MESSAGES_PAGE_DEFAULT = 50;

/**
 * What an open chat window asks for: the newest `limit` messages (older than `before`), or
 * only what was written since the sync position `since` (new, edited, a status changed).
 * The position is read first: whatever commits during the read comes again next time.
 */
export async function messagesPage(
  deps: MessagesDeps,
  clinicId: string,
  chatId: string,
  query: MessagesQuery,
  viewer: string,
) {
  const { db } = deps;
  await chatOf(db, clinicId, chatId);
  const position = await messagesRepo.syncPosition(db);
  const cursor = formatSyncPosition(position);
  const { since } = query;
  if (since !== undefined && !isAheadOf(since, position)) {
    const rows = await messagesRepo.changedSince(db, clinicId, chatId, since);
    return {
      success: true as const,
      ...(await messageEntries(deps, clinicId, viewer, rows)),
      cursor,
      older: null,
      reset: false,
    };
  }
  const limit = query.limit ?? MESSAGES_PAGE_DEFAULT;
  const newestFirst = await messagesRepo.pageForChat(db, clinicId, chatId, limit, query.before);
  const page = newestFirst.slice(0, limit).reverse();
  return {
    success: true as const,
    ...(await messageEntries(deps, clinicId, viewer, page)),
    cursor,
    older: newestFirst.length > limit ? page[0]!.id : null,
    // A position ahead of this database's (a restored backup): start over from this page.
    reset: since !== undefined,
  };
}
