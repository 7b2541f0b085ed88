import { describe, expect, it } from 'vitest';

import { normalizeChat } from './normalize.ts';
import { parseWebhook } from './webhook-event.ts';

const received = new Date(Date.UTC(2030, 5, 1, 12));

function message(momment: unknown) {
  return parseWebhook(
    {
      type: 'ReceivedCallback',
      messageId: 'M1',
      phone: '5511977770001',
      fromMe: false,
      momment,
      text: { message: 'Oi' },
    },
    received,
  );
}

describe('a Z-API webhook time', () => {
  // Issue 47's review: '1e20' in a signed Cloud API body answered 500; Z-API's `momment` went the
  // same way (an Invalid Date for the database), and the year 8000 made the reports walk for hours.
  it('falls back to when it arrived for a time that is no date, before WhatsApp or far ahead', () => {
    for (const far of [
      1e20,
      '1e20',
      Date.UTC(8000, 0, 1),
      received.getTime() + 2 * 86_400_000,
      1000,
    ]) {
      const event = message(far);
      expect(event.kind, String(far)).toBe('message');
      if (event.kind === 'message') expect(event.time, String(far)).toEqual(received);
    }
  });

  it('keeps a real time, in milliseconds or seconds, and a little clock drift', () => {
    const earlier = received.getTime() - 60_000;
    for (const [momment, time] of [
      [earlier, earlier],
      [String(earlier / 1000), earlier],
      [received.getTime() + 60_000, received.getTime() + 60_000],
    ] as const) {
      const event = message(momment);
      if (event.kind !== 'message') throw new Error(event.kind);
      expect(event.time.getTime()).toBe(time);
    }
  });

  it('leaves a chat list time it cannot hold empty', () => {
    expect(
      normalizeChat({ phone: '5511977770001', lastMessageTime: 1e20 })?.lastMessageTime,
    ).toBeNull();
    expect(
      normalizeChat({ phone: '5511977770001', lastMessageTime: '1780000000' })?.lastMessageTime,
    ).toEqual(new Date(1_780_000_000_000));
  });
});
