import { describe, expect, it } from 'vitest';

import { outageSpans, uptimeShare, type ConnectionChange } from './outage-spans.ts';

const T0 = new Date('2030-01-01T00:00:00Z').getTime();
const at = (hours: number) => new Date(T0 + hours * 3600_000);
const change = (kind: ConnectionChange['kind'], hours: number): ConnectionChange => ({
  id: `${kind}-${hours}`,
  kind,
  at: at(hours),
  reason: 'webhook',
});

describe('outage spans and uptime', () => {
  it('pairs each disconnection with the next link, an open one still down', () => {
    const spans = outageSpans([
      change('connected', 0),
      change('disconnected', 10),
      change('connected', 12),
      change('disconnected', 20),
    ]);
    expect(spans.map((s) => [s.start, s.end])).toEqual([
      [at(10), at(12)],
      [at(20), null],
    ]);
  });

  it('counts the down time inside the window only', () => {
    const changes = [change('disconnected', 10), change('connected', 20)];
    // Window of 100 h from hour 0: 10 h down.
    expect(uptimeShare(changes, at(0), at(100))).toBeCloseTo(0.9);
    // Window from hour 15: 5 of 85 h down.
    expect(uptimeShare(changes, at(15), at(100))).toBeCloseTo(1 - 5 / 85);
  });

  it('starts the window at a first link inside it, and an open outage runs to now', () => {
    const changes = [change('connected', 50), change('disconnected', 90)];
    expect(uptimeShare(changes, at(0), at(100))).toBeCloseTo(40 / 50);
  });

  it('has no figure for a number never linked', () => {
    expect(uptimeShare([], at(0), at(100))).toBeNull();
  });
});
