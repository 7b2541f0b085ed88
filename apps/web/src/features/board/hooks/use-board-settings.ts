import { COLUMNS, type BackendColumn } from '@conecta/contract';
import { useCallback, useState } from 'react';

import { readColumnSettings, writeColumnSettings, type ColumnSettings } from '../column-settings';

export type BoardSettings = Record<BackendColumn, ColumnSettings>;

function readAll(): BoardSettings {
  return Object.fromEntries(
    COLUMNS.map((c) => [c.backend, readColumnSettings(c.backend)]),
  ) as BoardSettings;
}

/**
 * Every column's sort order and group/newsletter visibility, read from localStorage once and
 * written back per column on each change. A change gives only that column a new object, so the
 * other columns keep their memoised lists.
 */
export function useBoardSettings() {
  const [settings, setSettings] = useState(readAll);

  const update = useCallback((column: BackendColumn, patch: Partial<ColumnSettings>) => {
    setSettings((prev) => {
      const next = { ...prev[column], ...patch };
      writeColumnSettings(column, next); // idempotent, so a repeated updater call is harmless
      return { ...prev, [column]: next };
    });
  }, []);

  return { settings, update };
}
