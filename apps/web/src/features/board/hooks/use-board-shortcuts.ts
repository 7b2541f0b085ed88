import { useEffect } from 'react';

import { useLatest } from '@/lib/use-latest';

type Shortcuts = { search: () => void; nextUnread: () => void; help: () => void };

/** Where typing means text, not a command. */
function typing(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName);
}

/**
 * The board's keyboard shortcuts, listed under '?': '/' the search, 'N' the next
 * unread chat, '?' the list. Not while typing in a field, with Ctrl, Alt or ⌘ held (the browser's
 * own shortcuts), or while a menu or dialog is open (they have their own keys).
 */
export function useBoardShortcuts(shortcuts: Shortcuts) {
  const latest = useLatest(shortcuts);
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.defaultPrevented || event.ctrlKey || event.altKey || event.metaKey) return;
      if (typing(event.target)) return;
      if (document.querySelector('[role="dialog"], [role="alertdialog"], [role="menu"]')) return;
      const action =
        event.key === '/'
          ? latest.current.search
          : event.key === 'n' || event.key === 'N'
            ? latest.current.nextUnread
            : event.key === '?'
              ? latest.current.help
              : null;
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [latest]);
}
