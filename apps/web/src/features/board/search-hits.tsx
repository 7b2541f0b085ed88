import { findSearchMatch } from '@conecta/contract';
import { createContext, useContext } from 'react';

/** A chat's newest message holding the board's search text: its id and the words around it. */
export type SearchHit = { id: string; excerpt: string; isNote?: boolean };

/**
 * The board's search hits by chat, with the text searched: a card found by a message shows that
 * message (its match marked) instead of the last one, and opens the chat there. Deep in the
 * columns' virtual lists, so a context rather than a prop through each level.
 */
export const SearchHitsContext = createContext<{
  query: string;
  hits: ReadonlyMap<string, SearchHit>;
}>({ query: '', hits: new Map() });

export function useSearchHit(chatId: string): { query: string; hit: SearchHit } | null {
  const { query, hits } = useContext(SearchHitsContext);
  const hit = hits.get(chatId);
  return hit ? { query, hit } : null;
}

/** The excerpt with the searched text in <mark>, as a browser's find-in-page shows it. */
export function MarkedExcerpt({ text, query }: { text: string; query: string }) {
  const match = findSearchMatch(text, query);
  if (!match) return <>{text}</>;
  return (
    <>
      {text.slice(0, match.start)}
      <mark className="rounded-sm bg-amber-200 px-0.5 text-slate-900">
        {text.slice(match.start, match.end)}
      </mark>
      {text.slice(match.end)}
    </>
  );
}
