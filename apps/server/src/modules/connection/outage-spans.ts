import type { ConnectionChangeReason } from '@conecta/contract';

export interface ConnectionChange {
  id: string;
  kind: 'connected' | 'disconnected';
  at: Date;
  reason: ConnectionChangeReason;
}

export interface OutageSpan {
  id: string;
  start: Date;
  /** Null while still down. */
  end: Date | null;
  reason: ConnectionChangeReason;
}

/** The outages in a clinic's changes (oldest first): from each disconnection to the next link. */
export function outageSpans(changes: readonly ConnectionChange[]): OutageSpan[] {
  const spans: OutageSpan[] = [];
  let open: OutageSpan | null = null;
  for (const c of changes) {
    if (c.kind === 'disconnected' && !open) {
      open = { id: c.id, start: c.at, end: null, reason: c.reason };
      spans.push(open);
    } else if (c.kind === 'connected' && open) {
      open.end = c.at;
      open = null;
    }
  }
  return spans;
}

/**
 * The share of `[from, now]` the number was connected: the window starts at the first link when
 * that came inside it (a number linked yesterday is not 'down' the week before). Null when it
 * was never linked in or before the window.
 */
export function uptimeShare(
  changes: readonly ConnectionChange[],
  from: Date,
  now: Date,
): number | null {
  const first = changes[0];
  if (!first) return null;
  // The first change is a link inside the window: count from it. A first change that is a
  // disconnection, or one before the window, means the number was linked before `from`.
  const start = first.kind === 'connected' && first.at > from ? first.at.getTime() : from.getTime();
  const total = now.getTime() - start;
  if (total <= 0) return 1;
  let down = 0;
  for (const span of outageSpans(changes)) {
    const a = Math.max(span.start.getTime(), start);
    const b = Math.min((span.end ?? now).getTime(), now.getTime());
    if (b > a) down += b - a;
  }
  return Math.max(0, Math.min(1, 1 - down / total));
}
