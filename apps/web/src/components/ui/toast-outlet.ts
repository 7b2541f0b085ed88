import { useSyncExternalStore } from 'react';

/**
 * Where toasts go while a dialog that asked for them is open. A modal dialog traps the keyboard
 * inside itself and hides the rest of the page from screen readers, so a toast's 'Desfazer' at
 * the page's corner could be clicked but never reached with Tab; inside the dialog it can.
 * The last dialog opened wins (a dialog over another).
 */
let outlets: HTMLElement[] = [];
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((l) => l());

/**
 * Makes `element` the place for toasts until the returned function is called (a React 19 ref
 * callback: the cleanup runs when the element goes).
 */
export function registerToastOutlet(element: HTMLElement | null): (() => void) | undefined {
  if (!element) return undefined;
  outlets = [...outlets, element];
  changed();
  return () => {
    outlets = outlets.filter((o) => o !== element);
    changed();
  };
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The open dialog's place for toasts, or null: the page's corner. */
export function useToastOutlet(): HTMLElement | null {
  return useSyncExternalStore(
    subscribe,
    () => outlets.at(-1) ?? null,
    () => null,
  );
}
