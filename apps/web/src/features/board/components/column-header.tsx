import { MSG, type BackendColumn } from '@conecta/contract';

import { cn } from '@/lib/utils';

import type { ColumnSettings } from '../column-settings';
import { COLUMN_THEME } from '../column-theme';
import { ColumnSettingsMenu } from './column-settings-menu';
import { ColumnSortToggle } from './column-sort-toggle';

type ColumnHeaderProps = {
  column: BackendColumn;
  title: string;
  headingId: string;
  count: number;
  settings: ColumnSettings;
  onChange: (patch: Partial<ColumnSettings>) => void;
};

/** The column's gradient header: title, '{n} conversas', sort toggle and settings menu. */
export function ColumnHeader({
  column,
  title,
  headingId,
  count,
  settings,
  onChange,
}: ColumnHeaderProps) {
  const toggleSort = () =>
    onChange({ sortOrder: settings.sortOrder === 'recent' ? 'oldest' : 'recent' });
  return (
    <header
      className={cn(
        'flex items-center gap-1 rounded-t-xl bg-linear-to-br py-2 pr-1.5 pl-3.5 text-white',
        COLUMN_THEME[column].header,
      )}
    >
      <div className="min-w-0 flex-1">
        <h2 id={headingId} className="truncate text-sm leading-tight font-semibold">
          {title}
        </h2>
        <p className="text-xs text-white/90 tabular-nums">{MSG.board.count(count)}</p>
      </div>
      <ColumnSortToggle order={settings.sortOrder} onToggle={toggleSort} />
      <ColumnSettingsMenu title={title} settings={settings} onChange={onChange} />
    </header>
  );
}
