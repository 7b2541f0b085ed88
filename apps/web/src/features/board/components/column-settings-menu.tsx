import { MSG } from '@conecta/contract';
import { SlidersHorizontal } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuCheckboxItem,
  DropdownMenuContent,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';

import type { ColumnSettings } from '../column-settings';

type ColumnSettingsMenuProps = {
  title: string;
  settings: ColumnSettings;
  onChange: (patch: Partial<ColumnSettings>) => void;
};

/** Shows or hides groups and newsletters in one column; the menu stays open between ticks. */
export function ColumnSettingsMenu({ title, settings, onChange }: ColumnSettingsMenuProps) {
  const B = MSG.board;
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger asChild>
        <Button
          variant="ghost"
          size="icon"
          aria-label={B.settings(title)}
          className="size-8 text-white hover:bg-white/15 hover:text-white focus-visible:ring-white focus-visible:ring-offset-0 data-[state=open]:bg-white/20"
        >
          <SlidersHorizontal aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end">
        <DropdownMenuLabel>{B.settingsTitle}</DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuCheckboxItem
          checked={settings.showGroups}
          onCheckedChange={(checked) => onChange({ showGroups: checked })}
          onSelect={(event) => event.preventDefault()}
        >
          {B.showGroups}
        </DropdownMenuCheckboxItem>
        <DropdownMenuCheckboxItem
          checked={settings.showNewsletters}
          onCheckedChange={(checked) => onChange({ showNewsletters: checked })}
          onSelect={(event) => event.preventDefault()}
        >
          {B.showNewsletters}
        </DropdownMenuCheckboxItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
