/**
 * Browser events of the specification that connect the live stream to the screens:
 * 'sse-new-message' and 'sse-chat-update' carry the server event's data (with its chatId);
 * 'tag-added-to-chat' follows a tag assignment. The stream dispatches, screens listen.
 */
export const LIVE_EVENTS = {
  newMessage: 'sse-new-message',
  chatUpdate: 'sse-chat-update',
  tagAddedToChat: 'tag-added-to-chat',
} as const;

export type LiveEventName = (typeof LIVE_EVENTS)[keyof typeof LIVE_EVENTS];

export function emitLive(name: LiveEventName, detail: Record<string, unknown>): void {
  window.dispatchEvent(new CustomEvent(name, { detail }));
}

/** Listens to one of the events; answers the function that stops listening. */
export function onLive(
  name: LiveEventName,
  fn: (detail: Record<string, unknown>) => void,
): () => void {
  const handler = (e: Event) => fn((e as CustomEvent<Record<string, unknown>>).detail ?? {});
  window.addEventListener(name, handler);
  return () => window.removeEventListener(name, handler);
}
