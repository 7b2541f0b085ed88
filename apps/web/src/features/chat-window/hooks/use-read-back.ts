import { useEffect, useRef, useState } from 'react';

/** Pages read back at most (50 messages each): a target years back waits for the person. */
const MAX_PAGES = 20;

/**
 * Reads older pages of the open chat, one at a time, while `searching` says what the chat was
 * opened at is not on screen yet (a search hit, a mentioned note), at most MAX_PAGES: then the
 * chat stays at its end, as always.
 */
export function useReadBack(
  searching: boolean,
  hasOlder: boolean,
  loadingOlder: boolean,
  loadOlder: () => Promise<void>,
): void {
  const [pages, setPages] = useState(0);
  const asked = useRef(false);
  useEffect(() => {
    if (!searching || !hasOlder || loadingOlder || pages >= MAX_PAGES || asked.current) return;
    asked.current = true;
    void loadOlder().finally(() => {
      asked.current = false;
      setPages((n) => n + 1);
    });
  }, [searching, hasOlder, loadingOlder, pages, loadOlder]);
}
