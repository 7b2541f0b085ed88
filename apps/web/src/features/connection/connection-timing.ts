/**
 * Every delay of the connection flow, in one place (the specification's, plus the status probe
 * below). Hooks read these; tests can compare against them.
 */
export const CONNECTION_TIMING = {
  /** Connect dialog: a new QR code is asked for this often. */
  qrPollMs: 15_000,
  /** Connect dialog: attempts in one run (about 5 minutes); then the QR code has expired. */
  qrMaxAttempts: 20,
  /** Connect dialog: wait after the phone links before asking for the conversations info. */
  chatsInfoDelayMs: 500,
  /**
   * Connect dialog: how often GET /dashboard/zapi/status is checked while a QR code is shown.
   * Not in the specification. The QR poll alone notices a scan only on its next tick, up to 15 s
   * later; this cheap check notices it within 3 s (people waiting with the phone in hand, and
   * the e2e journeys whose simulator scans on its own). It is not counted as a QR attempt.
   */
  statusProbeMs: 3_000,
  /** Dashboard: sync progress is asked for this long after the previous answer. */
  progressPollMs: 1_000,
  /** Dashboard: wait after the sync reaches 100% before fetching the final chat list. */
  finalChatsDelayMs: 800,
  /** Dashboard: connection check while the chats are on screen. */
  statusPollMs: 10_000,
  /** Dashboard: wait before (re)opening the connect dialog when not connected. */
  dialogOpenDelayMs: 500,
} as const;
