import { MSG, type ChatTag } from '@conecta/contract';
import { Download } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { SearchBox } from './search-box';
import { TagFilterChips } from './tag-filter-chips';

type BoardToolbarProps = {
  query: string;
  onQueryChange: (query: string) => void;
  tags: ChatTag[];
  tagId: string | null;
  onTagChange: (tagId: string | null) => void;
  onExport: () => void;
};

/** Search, tag chips and 'Exportar' above the board; wraps onto more lines on narrow screens. */
export function BoardToolbar({
  query,
  onQueryChange,
  tags,
  tagId,
  onTagChange,
  onExport,
}: BoardToolbarProps) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <SearchBox value={query} onChange={onQueryChange} />
      <div className="min-w-0 flex-1">
        <TagFilterChips tags={tags} value={tagId} onChange={onTagChange} />
      </div>
      <Button variant="outline" size="sm" onClick={onExport} className="h-9">
        <Download aria-hidden="true" />
        {MSG.board.export}
      </Button>
    </div>
  );
}
