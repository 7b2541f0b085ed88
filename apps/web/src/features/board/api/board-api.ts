import {
  type BoardCountsResponse,
  type BoardListResponse,
  type BoardPageInput,
  type BoardViewInput,
  chatEndpoints,
  type BackendColumn,
  type MessageResponse,
  type MessageSearchResponse,
  type MoveColumnResponse,
} from '@conecta/contract';
import { callEndpoint } from '@/lib/call-endpoint';

export type MoveChatResponse = MoveColumnResponse;
export type ResetRoutineResponse = MessageResponse;

/**
 * 'Movido para {title}' with the chat; 422 with the reason when the column is reserved, 404 when
 * the chat is not this user's.
 */
export function moveChatColumn(chatId: string, column: BackendColumn): Promise<MoveChatResponse> {
  return callEndpoint(chatEndpoints.move, { params: { chatId }, body: { column } });
}

/** The chat's follow-up routines start over; 404 when the chat is not this user's. */
export function resetRoutine(chatId: string, confirmOptOut = false): Promise<ResetRoutineResponse> {
  return callEndpoint(chatEndpoints.resetRoutine, {
    params: { chatId },
    // A patient who opted out: the Responsável confirmed resuming (the server asks for it).
    body: confirmOptOut ? { confirmOptOut: true } : undefined,
  });
}

/** The clinic's chats with a message containing `q`. */
export function searchMessages(q: string, signal?: AbortSignal): Promise<MessageSearchResponse> {
  return callEndpoint(chatEndpoints.searchMessages, { query: { q } }, { signal });
}

/** A page of the board under a view: the first of every column, or one column's next. */
export function fetchBoardPage(
  query: BoardPageInput,
  signal?: AbortSignal,
): Promise<BoardListResponse> {
  return callEndpoint(chatEndpoints.list, { query }, { signal });
}

/** Each column's count under a view. */
export function fetchBoardCounts(
  view: BoardViewInput,
  signal?: AbortSignal,
): Promise<BoardCountsResponse> {
  return callEndpoint(chatEndpoints.counts, { query: view }, { signal });
}
