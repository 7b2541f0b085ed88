/**
 * The stream's events and their data are typed in the contract (`zNewMessageData`,
 * `zChatUpdateData`, `STREAM_EVENTS`...); this file only reads an event's text.
 */

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
