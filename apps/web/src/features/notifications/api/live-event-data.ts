import { z } from 'zod';

/**
 * The `data` of the stream's events (accounts-connection-admin §3 "Notification event fields").
 * Lenient on purpose: a field the server leaves out must not make the app drop the event.
 */
export const zNewMessageData = z.object({
  chatId: z.string().min(1),
  chatName: z.string().nullish(),
  message: z.string().nullish(),
  messageId: z.string().nullish(),
  lastMessageTime: z.string().nullish(),
  unreadCount: z.number().int().nullish(),
  lastMessageContent: z.string().nullish(),
});
export type NewMessageData = z.infer<typeof zNewMessageData>;

/** chat-update carries a reason ('column', 'read', 'tags', ...) and extra fields per reason. */
export const zChatUpdateData = z.looseObject({ chatId: z.string().min(1), reason: z.string() });
export type ChatUpdateData = z.infer<typeof zChatUpdateData>;

export const zTagUpdateData = z.looseObject({
  tag: z.object({ id: z.string(), name: z.string(), color: z.string() }),
  action: z.string().optional(),
});

export const zTagDeleteData = z.object({ tagId: z.string() });

/** The stream's event names the app listens to. */
export const STREAM_EVENTS = [
  'connected',
  'heartbeat',
  'refetch',
  'new-message',
  'chat-update',
  'tag-update',
  'tag-delete',
] as const;
export type StreamEventName = (typeof STREAM_EVENTS)[number];

/** Parses an event's JSON text; anything that is not a JSON object gives null. */
export function parseEventJson(text: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(text);
    return typeof value === 'object' && value !== null && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : null;
  } catch {
    return null;
  }
}
