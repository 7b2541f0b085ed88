import { MSG } from '@conecta/contract';
import { Loader2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import type { ColumnPages } from '../hooks/use-board-pages';

/**
 * The end of a column with more pages: the next page loads by itself as the list scrolls there,
 * and this button (a Tab away from the last card) loads it by keyboard or after a failure.
 */
export function LoadMoreButton({ page }: { page: ColumnPages }) {
  return (
    <div className="flex flex-col items-center gap-1 px-2 pb-3">
      {page.failed ? (
        <p role="alert" className="text-center text-xs text-destructive">
          {MSG.board.loadMoreFailed}
        </p>
      ) : null}
      <Button
        type="button"
        variant="outline"
        size="sm"
        className="w-full"
        aria-busy={page.loading}
        disabled={page.loading}
        onClick={page.loadMore}
      >
        {page.loading ? (
          <>
            <Loader2 aria-hidden className="size-4 animate-spin" />
            <span role="status">{MSG.board.loadingMore}</span>
          </>
        ) : (
          MSG.board.loadMore
        )}
      </Button>
    </div>
  );
}
