import { describe, expect, it } from 'vitest';

import { maskTimeText, readTimeText, timeSuggestions } from './br-time';

describe('typed times', () => {
  it.each([
    ['14:30', '14:30'],
    ['14h30', '14:30'],
    ['14H30', '14:30'],
    ['14h', '14:00'],
    ['14', '14:00'],
    ['9', '09:00'],
    ['9h', '09:00'],
    ['9:30', '09:30'],
    ['930', '09:30'],
    ['0930', '09:30'],
    ['9.30', '09:30'],
    [' 8h15 ', '08:15'],
    ['00:00', '00:00'],
    ['23:59', '23:59'],
  ])('reads %s as %s', (typed, time) => expect(readTimeText(typed)).toBe(time));

  it.each(['', '24', '25:00', '12:60', '14:7', 'h', 'meio-dia', '14h30h5'])('refuses %j', (typed) =>
    expect(readTimeText(typed)).toBeNull(),
  );

  it('keeps only what a time is typed with', () => {
    expect(maskTimeText('14H30')).toBe('14h30');
    expect(maskTimeText('às 9h')).toBe('9h');
    expect(maskTimeText('14:30:00')).toBe('14:30');
  });

  it('offers a short list, every 30 minutes in the working day', () => {
    const list = timeSuggestions();
    expect(list[0]).toBe('07:00');
    expect(list[1]).toBe('07:30');
    expect(list.at(-1)).toBe('20:00');
    expect(list.length).toBeLessThan(30);
    expect(timeSuggestions(15, '08:00', '09:00')).toEqual([
      '08:00',
      '08:15',
      '08:30',
      '08:45',
      '09:00',
    ]);
  });
});
