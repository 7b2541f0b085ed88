import { describe, expect, it } from 'vitest';

import { maskTime, readTime } from './time-text';

describe('maskTime', () => {
  it.each([
    ['9', '9'],
    ['09', '09'],
    ['093', '09:3'],
    ['0930', '09:30'],
    ['09305', '09:30'],
    ['9:30', '9:30'],
    ['14h30', '14:30'],
    ['ab', ''],
  ])('%s -> %s', (typed, shown) => expect(maskTime(typed)).toBe(shown));
});

describe('readTime', () => {
  it.each([
    ['09:30', '09:30'],
    ['9:30', '09:30'],
    ['930', '09:30'],
    ['23:59', '23:59'],
    ['00:00', '00:00'],
    ['24:00', undefined],
    ['12:60', undefined],
    ['9', undefined],
    ['', undefined],
  ])('%s -> %s', (typed, time) => expect(readTime(typed)).toBe(time));
});
