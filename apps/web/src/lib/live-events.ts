import type {
  ChatTag,
  ChatUpdateData,
  NewMessageData,
  PresenceData,
  TeamUpdateData,
} from '@conecta/contract';

/**
 * Browser events that connect the live stream to the screens: 'sse-new-message' and
 * 'sse-chat-update' carry the server event's data (typed in the contract); 'tag-added-to-chat'
 * follows a tag assignment made here. The stream dispatches, screens listen.
 */
export const LIVE_EVENTS = {
  newMessage: 'sse-new-message',
  chatUpdate: 'sse-chat-update',
  tagAddedToChat: 'tag-added-to-chat',
  presence: 'sse-presence',
  teamUpdate: 'sse-team-update',
} as const;

/** Each browser event with the data it carries. */
export type LiveEventDetails = {
  'sse-new-message': NewMessageData;
  'sse-chat-update': ChatUpdateData;
  'tag-added-to-chat': { chatId: string; tagIds: string[]; tags: ChatTag[] };
  'sse-presence': PresenceData;
  'sse-team-update': TeamUpdateData;
};
export type LiveEventName = keyof LiveEventDetails;

export function emitLive<N extends LiveEventName>(name: N, detail: LiveEventDetails[N]): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to one of the events; answers the function that stops listening. */
export function onLive<N extends LiveEventName>(
  name: N,
  fn: (detail: LiveEventDetails[N]) => void,
): () => void {
  const handler = (e: Event) => fn((e as CustomEvent<LiveEventDetails[N]>).detail);
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
