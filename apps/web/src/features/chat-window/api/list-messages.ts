import {
  type EndpointAnswer,
  messageEndpoints,
  type MessagesPageResponse,
  type MessagesResponse,
  MSG,
} from '@conecta/contract';

import { callEndpoint } from '@/lib/call-endpoint';
import { ApiError, unlessSyncRefused } from '@/lib/http';

/**
 * What the window holds of a chat: the spec's two lists, the sync position to poll from, the
 * message to page back from (null: the chat's beginning is loaded), and when the window last
 * took a whole page (media links are signed for an hour; a sync only re-signs what changed).
 */
export type WindowMessages = MessagesResponse & {
  cursor: string;
  older: string | null;
  pagedAt: number;
};

/** How many messages a window opens with and loads per step back. */
export const MESSAGES_PAGE = 50;
/** The most a refresh of the whole window asks for at once (the server's page limit). */
const REFRESH_MAX = 200;
/** A window open this long takes its messages again, so media links never run out. */
export const MESSAGES_REFRESH_MS = 30 * 60 * 1000;

type MessagesQuery = { limit?: number; before?: string; since?: string };

/**
 * The endpoint also answers the spec's whole list (no `limit` nor `since`); asked with either, a
 * page comes back, and anything else is as wrong as an answer that fails its schema.
 */
function asPage(answer: EndpointAnswer<typeof messageEndpoints.list>): MessagesPageResponse {
  if ('cursor' in answer) return answer;
  throw new ApiError(200, 'UNKNOWN', MSG.common.internal);
}

/** `t` is the spec's cache breaker: no cache between here and the server keeps an old page. */
const askMessages = (
  chatId: string,
  query: MessagesQuery,
  options: { signal?: AbortSignal; revalidateKey?: string },
) =>
  callEndpoint(
    messageEndpoints.list,
    { params: { chatId }, query: { ...query, t: String(Date.now()) } },
    options,
  ).then(asPage);

/** One page: the newest `limit` messages, or those before message `before`. */
export function fetchMessagesPage(
  chatId: string,
  limit: number,
  before?: string,
  signal?: AbortSignal,
): Promise<MessagesPageResponse> {
  return askMessages(chatId, { limit, before }, { signal });
}

/** `held` with `incoming` entries replaced or added by id (`mergeEntries` puts them in order). */
function mergeById<T extends { id: string }>(held: T[], incoming: T[]): T[] {
  if (incoming.length === 0) return held;
  const byId = new Map(held.map((e) => [e.id, e]));
  for (const e of incoming) byId.set(e.id, e);
  return [...byId.values()];
}

/** Older entries put before what the window holds (a step back in the history). */
export function withOlderPage(held: WindowMessages, page: MessagesPageResponse): WindowMessages {
  return {
    ...held,
    messages: mergeById(held.messages, page.messages),
    audios: mergeById(held.audios, page.audios),
    older: page.older,
  };
}

const fromPage = (page: MessagesPageResponse, now: number): WindowMessages => ({
  success: true,
  messages: page.messages,
  audios: page.audios,
  cursor: page.cursor,
  older: page.older,
  pagedAt: now,
});

/**
 * The open chat brought up to date. First (or every half hour) a page of the newest messages;
 * then, every poll, only what was written since (new messages, edits, status ticks): a few dozen
 * bytes while nothing happens, instead of the whole history every 2 s. An unchanged chat is
 * answered as the same object, so nothing renders again.
 */
export async function listMessages(
  chatId: string,
  previous: WindowMessages | undefined,
  signal?: AbortSignal,
): Promise<WindowMessages> {
  const now = Date.now();
  const fresh = async () => {
    const held = previous ? previous.messages.length + previous.audios.length : 0;
    const limit = Math.min(Math.max(held, MESSAGES_PAGE), REFRESH_MAX);
    return fromPage(await fetchMessagesPage(chatId, limit, undefined, signal), now);
  };
  if (!previous || now - previous.pagedAt >= MESSAGES_REFRESH_MS) return fresh();
  // Polled every 2 s: an unchanged answer comes back as a 304 and the kept one is used.
  const sync = await unlessSyncRefused(
    askMessages(
      chatId,
      { since: previous.cursor },
      { signal, revalidateKey: `messages ${chatId}` },
    ),
  );
  if (!sync) return fresh();
  if (sync.reset) return fromPage(sync, now);
  if (sync.cursor === previous.cursor && sync.messages.length + sync.audios.length === 0)
    return previous;
  return {
    ...previous,
    messages: mergeById(previous.messages, sync.messages),
    audios: mergeById(previous.audios, sync.audios),
    cursor: sync.cursor,
  };
}
