/**
 * The server's time as seen from this browser, from the `at` of `connected` and `heartbeat`
 * events, so a message's age does not depend on how right the computer's clock is.
 */
export function createServerClock() {
  let offset = 0;
  return {
    observe(at: unknown): void {
      const serverMs = typeof at === 'string' ? Date.parse(at) : NaN;
      if (Number.isFinite(serverMs)) offset = serverMs - Date.now();
    },
    now: (): number => Date.now() + offset,
  };
}

/**
 * Whether a message is fresh enough to ring: the history the provider delivers right after a
 * connection arrives as new messages too, and hundreds of old messages must not chime.
 */
export function isRecent(iso: string | null | undefined, serverNow: number, maxAgeMs: number) {
  const at = iso ? Date.parse(iso) : NaN;
  return !Number.isFinite(at) || serverNow - at <= maxAgeMs;
}
