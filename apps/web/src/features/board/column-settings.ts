import type { BackendColumn } from '@conecta/contract';
import { z } from 'zod';

export type SortOrder = 'recent' | 'oldest';

/** What one column shows. */
export type ColumnSettings = {
  sortOrder: SortOrder;
  showGroups: boolean;
  showNewsletters: boolean;
};

export const DEFAULT_COLUMN_SETTINGS: ColumnSettings = {
  sortOrder: 'recent',
  showGroups: true,
  showNewsletters: true,
};

/** One localStorage entry per column, e.g. `board:column:inbox`, holding the three settings. */
export function columnSettingsKey(column: BackendColumn): string {
  return `board:column:${column}`;
}

/** Each field falls back to its default on its own, so one bad value does not reset the rest. */
const zStored = z
  .object({
    sortOrder: z.enum(['recent', 'oldest']).catch(DEFAULT_COLUMN_SETTINGS.sortOrder),
    showGroups: z.boolean().catch(DEFAULT_COLUMN_SETTINGS.showGroups),
    showNewsletters: z.boolean().catch(DEFAULT_COLUMN_SETTINGS.showNewsletters),
  })
  .catch(DEFAULT_COLUMN_SETTINGS);

/** The stored settings of a column; the defaults when absent, unreadable or storage is blocked. */
export function readColumnSettings(column: BackendColumn, storage?: Storage): ColumnSettings {
  try {
    const raw = (storage ?? window.localStorage).getItem(columnSettingsKey(column));
    return raw === null ? DEFAULT_COLUMN_SETTINGS : zStored.parse(JSON.parse(raw));
  } catch {
    return DEFAULT_COLUMN_SETTINGS;
  }
}

export function writeColumnSettings(
  column: BackendColumn,
  settings: ColumnSettings,
  storage?: Storage,
): void {
  try {
    (storage ?? window.localStorage).setItem(columnSettingsKey(column), JSON.stringify(settings));
  } catch {
    // Full or blocked storage: the choice then lasts as long as the page.
  }
}
