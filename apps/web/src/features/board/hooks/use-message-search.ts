import { MESSAGE_SEARCH_MAX, MESSAGE_SEARCH_MIN } from '@conecta/contract';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useMemo, useState } from 'react';

import { searchMessages } from '../api/board-api';
import type { SearchHit } from '../search-hits';

/** Typing settles for this long before the server is asked. */
const SETTLE_MS = 300;

const NO_HITS: ReadonlyMap<string, SearchHit> = new Map();

/**
 * The chats whose messages hold the board's search text, asked of the server once
 * typing settles and only for text with at least 3 letters (a phone number is matched on the
 * cards alone). `chatIds` is null while there is nothing to ask or no answer yet; a failed search
 * leaves the cards' own matches, which is what the board showed before. `hits`: each chat's
 * newest matching message, and `query` the text they matched.
 */
export function useMessageSearch(
  userId: string,
  query: string,
): {
  chatIds: ReadonlySet<string> | null;
  hits: ReadonlyMap<string, SearchHit>;
  query: string;
} {
  const [settled, setSettled] = useState(query.trim());
  useEffect(() => {
    const id = setTimeout(() => setSettled(query.trim()), SETTLE_MS);
    return () => clearTimeout(id);
  }, [query]);
  const letters = (settled.match(/\p{L}/gu) ?? []).length;
  const asked = settled.length >= MESSAGE_SEARCH_MIN && letters > 0;
  const q = settled.slice(0, MESSAGE_SEARCH_MAX);
  const result = useQuery({
    queryKey: ['board', userId, 'message-search', q],
    queryFn: ({ signal }) => searchMessages(q, signal),
    enabled: asked,
    staleTime: 30_000,
    retry: false,
    // No previous answer while the next comes: the chats that held 'amanha' are not the ones
    // that hold 'jejum', and showing them meanwhile would be a wrong answer, not a smooth one.
  });
  const data = asked ? result.data : undefined;
  return useMemo(
    () => ({
      chatIds: data ? new Set(data.chatIds) : null,
      hits: data?.hits
        ? new Map(
            data.hits.map((h) => [
              h.chatId,
              { id: h.message.id, excerpt: h.message.excerpt, isNote: h.message.isNote },
            ]),
          )
        : NO_HITS,
      query: q,
    }),
    [data, q],
  );
}
