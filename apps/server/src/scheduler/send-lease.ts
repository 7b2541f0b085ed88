/**
 * A claim on an automatic message is a lease: older than this, the process that took it is
 * taken to have died, and another process reconciles it (the provider's echo, or a send).
 */
export const LEASE_MS = 2 * 60_000;
