/** What every call to the simulator recorded, for tests to read. */
export interface RecordedCall {
  path: string;
  /** The JSON body (chat) or the form fields without the file (transcriptions). */
  body: Record<string, unknown>;
  at: number;
}

export interface SimFault {
  remaining: number;
  status: number;
  retryAfterMs: number;
}

export interface SimContext {
  apiKey: string;
  now: () => number;
  log: (line: string) => void;
  calls: RecordedCall[];
  faults: SimFault[];
  /** Every answer waits this long first (a slow provider, for timeout tests). */
  delayMs: number;
  /** Pause between streamed chunks. */
  chunkDelayMs: number;
  nextId: () => string;
}
