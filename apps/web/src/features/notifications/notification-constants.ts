/**
 * The live-notification numbers in one place; the ones the specification does not give are
 * marked.
 */
export const NOTIFY = {
  /** Reconnects after an error before giving up: 5 tries, 3 s apart. */
  maxRetries: 5,
  retryDelayMs: 3000,
  /**
   * No event at all (the server sends a heartbeat every 15 s) for this long means a dead
   * connection that never reported an error; it is then treated as one. (não especificado)
   */
  staleAfterMs: 45_000,
  soundUrl: '/notification.mp3',
  soundVolume: 0.5,
  /**
   * Older messages (the history delivered after connecting) neither ring nor notify.
   * (não especificado)
   */
  alertMaxAgeMs: 5 * 60_000,
  /** The processed-message cache is cut to `processedKeep` when above `processedMax`. */
  processedMax: 100,
  processedKeep: 50,
  processedCheckMs: 60_000,
  /** Chat list re-fetch after live events: default debounce and minimum spacing. */
  chatsDebounceMs: 500,
  chatsMinSpacingMs: 1000,
  /** A steady stream of events still lets a re-fetch through this often. (não especificado) */
  chatsMaxWaitMs: 2000,
  /** Characters of the message shown in a browser notification. (não especificado) */
  previewChars: 60,
} as const;
