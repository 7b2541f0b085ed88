import { afterEach, describe, expect, it, vi } from 'vitest';

import {
  columnSettingsKey,
  DEFAULT_COLUMN_SETTINGS,
  readColumnSettings,
  writeColumnSettings,
} from './column-settings';

afterEach(() => localStorage.clear());

describe('column settings', () => {
  it('defaults to most recent first with groups and newsletters shown', () => {
    expect(readColumnSettings('vip')).toEqual({
      sortOrder: 'recent',
      showGroups: true,
      showNewsletters: true,
    });
  });

  it('are kept per column under board:column:{backend}', () => {
    writeColumnSettings('hot_lead', {
      sortOrder: 'oldest',
      showGroups: false,
      showNewsletters: true,
    });
    expect(columnSettingsKey('hot_lead')).toBe('board:column:hot_lead');
    expect(JSON.parse(localStorage.getItem('board:column:hot_lead')!)).toEqual({
      sortOrder: 'oldest',
      showGroups: false,
      showNewsletters: true,
    });
    expect(readColumnSettings('hot_lead').sortOrder).toBe('oldest');
    expect(readColumnSettings('cold_lead')).toEqual(DEFAULT_COLUMN_SETTINGS);
  });

  it('fall back field by field on bad values, and wholly on unreadable ones', () => {
    localStorage.setItem('board:column:vip', '{"sortOrder":"alfabética","showGroups":false}');
    expect(readColumnSettings('vip')).toEqual({
      sortOrder: 'recent',
      showGroups: false,
      showNewsletters: true,
    });
    localStorage.setItem('board:column:vip', '{não é json');
    expect(readColumnSettings('vip')).toEqual(DEFAULT_COLUMN_SETTINGS);
    localStorage.setItem('board:column:vip', '"oldest"');
    expect(readColumnSettings('vip')).toEqual(DEFAULT_COLUMN_SETTINGS);
  });

  it('survive blocked storage', () => {
    const blocked = {
      getItem: vi.fn(() => {
        throw new Error('SecurityError');
      }),
      setItem: vi.fn(() => {
        throw new Error('QuotaExceededError');
      }),
    } as unknown as Storage;
    expect(readColumnSettings('inbox', blocked)).toEqual(DEFAULT_COLUMN_SETTINGS);
    expect(() => writeColumnSettings('inbox', DEFAULT_COLUMN_SETTINGS, blocked)).not.toThrow();
  });
});
