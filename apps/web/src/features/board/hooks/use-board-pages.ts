import {
  BOARD_PAGE_SIZE,
  type BackendColumn,
  type BoardColumnPage,
  type BoardViewInput,
  type ChatsResponse,
} from '@conecta/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';

import { chatKeys, type PagedChats, withBoardPage } from '@/features/chat-list';

import { fetchBoardCounts, fetchBoardPage } from '../api/board-api';
import { boardViewKey } from '../board-view';

/** A column in pages: its count under the view, its next page, and loading it. */
export type ColumnPages = BoardColumnPage & {
  loading: boolean;
  failed: boolean;
  loadMore: () => void;
};
export type BoardPages = Partial<Record<BackendColumn, ColumnPages>>;

type Loading = Partial<Record<BackendColumn, 'loading' | 'failed'>>;
const NO_LOADING: Loading = {};
/** The least time between two requests for a view's counts. */
const COUNTS_SPACING_MS = 10_000;

/**
 * The board's pages under its view (issue 51). The first load brought the plain view's first
 * pages; another view (a search, a tag, a column sorted oldest first) asks for its own first pages
 * once, and a sync that brought changes asks the view's counts again. `loadMore` brings a column's
 * next page. Null for a list that came whole (every column complete, nothing to ask).
 */
export function useBoardPages(
  userId: string,
  data: ChatsResponse | undefined,
  view: BoardViewInput,
): BoardPages | null {
  const queryClient = useQueryClient();
  const key = boardViewKey(view);
  const list = data as PagedChats | undefined;
  const paged = list?.views !== undefined;
  const state = list?.views?.[key];
  const revision = list?.revision ?? 0;
  const [loading, setLoading] = useState<{ key: string; columns: Loading }>({ key, columns: {} });
  const columnsLoading = loading.key === key ? loading.columns : NO_LOADING;

  const apply = useCallback(
    (update: (list: PagedChats) => PagedChats) =>
      queryClient.setQueryData<PagedChats>(chatKeys.list(userId), (prev) =>
        prev ? update(prev) : prev,
      ),
    [queryClient, userId],
  );

  // A view not asked yet: the first page of every column, once.
  const missing = paged && !state;
  useEffect(() => {
    if (!missing) return;
    const abort = new AbortController();
    fetchBoardPage({ limit: BOARD_PAGE_SIZE, ...view }, abort.signal)
      .then((answer) => apply((prev) => withBoardPage(prev, key, answer)))
      // A failed view keeps the cards already here, filtered on the screen.
      .catch(() => {});
    return () => abort.abort();
    // `view` is `key` spelled out.
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [missing, key, apply]);

  // Counts read before the last changes: asked again for this view, at most once every
  // COUNTS_SPACING_MS. A busy clinic's syncs bring changes every second or two, and each answer
  // re-renders every column: the cards themselves move at once, the counts may wait a little.
  const stale = state !== undefined && state.revision !== revision;
  const countsAskedAt = useRef(Number.NEGATIVE_INFINITY);
  useEffect(() => {
    if (!stale) return;
    const abort = new AbortController();
    const wait = Math.max(0, countsAskedAt.current + COUNTS_SPACING_MS - Date.now());
    const timer = setTimeout(() => {
      countsAskedAt.current = Date.now();
      fetchBoardCounts(view, abort.signal)
        .then(({ counts, totalChats, unreadCount }) =>
          apply((prev) => {
            const current = prev.views?.[key];
            if (!current) return prev;
            const columns = { ...current.columns };
            for (const [column, total] of Object.entries(counts) as Array<
              [BackendColumn, number]
            >) {
              const page = columns[column];
              if (page) columns[column] = { ...page, total };
            }
            const views = { ...prev.views, [key]: { columns, revision: prev.revision ?? 0 } };
            return { ...prev, totalChats, unreadCount, views };
          }),
        )
        .catch(() => {});
    }, wait);
    return () => {
      clearTimeout(timer);
      abort.abort();
    };
    // oxlint-disable-next-line react-hooks/exhaustive-deps
  }, [stale, key, revision, apply]);

  const loadMore = useCallback(
    (column: BackendColumn) => {
      const next = state?.columns[column]?.next;
      if (!next || columnsLoading[column] === 'loading') return;
      setLoading((prev) => ({
        key,
        columns: { ...(prev.key === key ? prev.columns : {}), [column]: 'loading' },
      }));
      const done = (outcome: 'failed' | undefined) =>
        setLoading((prev) =>
          prev.key === key ? { key, columns: { ...prev.columns, [column]: outcome } } : prev,
        );
      fetchBoardPage({ limit: BOARD_PAGE_SIZE, ...view, column, after: next })
        .then((answer) => {
          apply((prev) => withBoardPage(prev, key, answer));
          done(undefined);
        })
        .catch(() => done('failed'));
    },
    // oxlint-disable-next-line react-hooks/exhaustive-deps
    [state, key, apply, columnsLoading],
  );

  return useMemo(() => {
    if (!paged) return null;
    const out: BoardPages = {};
    if (!state) return out;
    for (const [column, page] of Object.entries(state.columns) as Array<
      [BackendColumn, BoardColumnPage]
    >) {
      out[column] = {
        ...page,
        loading: columnsLoading[column] === 'loading',
        failed: columnsLoading[column] === 'failed',
        loadMore: () => loadMore(column),
      };
    }
    return out;
  }, [paged, state, columnsLoading, loadMore]);
}
