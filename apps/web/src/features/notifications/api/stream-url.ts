/**
 * GET /api/notifications/stream?token=. EventSource cannot send
 * headers, so the token rides in the query. When the app reopens the stream itself it passes the
 * last event id it saw as `lastEventId`, so the server replays what was missed.
 */
export function notificationStreamUrl(token: string, lastEventId: string | null): string {
  const params = new URLSearchParams({ token });
  if (lastEventId) params.set('lastEventId', lastEventId);
  return `/api/notifications/stream?${params.toString()}`;
}
