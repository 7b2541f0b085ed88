import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; the provider's default when absent. */
  duration?: number;
  /**
   * Not replaced while it shows: a later toast waits for it to close (a refusal must be read,
   * not pushed away by the next page's routine news).
   */
  keep?: boolean;
  /** One action beside the text ('Desfazer'); `altText` says how to do it without the toast. */
  action?: { label: string; altText: string; onClick: () => void };
};

export type ToastItem = ToastInput & { id: string; open: boolean };

/** One toast at a time: a new one replaces the old, so messages never pile up. */
const TOAST_LIMIT = 1;
/** Time for the closing animation before a dismissed toast leaves the list. */
const REMOVE_DELAY_MS = 300;

let items: ToastItem[] = [];
/** Toasts that came while a kept one showed, in order. */
let waiting: ToastItem[] = [];
let counter = 0;
const listeners = new Set<() => void>();

function setItems(next: ToastItem[]): void {
  items = next;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getItems(): ToastItem[] {
  return items;
}

const keptOpen = () => items.some((t) => t.open && t.keep);

export function dismissToast(id?: string): void {
  const closes = (t: ToastItem) => id === undefined || t.id === id;
  if (id !== undefined && waiting.some((t) => t.id === id)) {
    waiting = waiting.filter((t) => t.id !== id);
    return;
  }
  setItems(items.map((t) => (closes(t) ? { ...t, open: false } : t)));
  setTimeout(() => {
    setItems(items.filter((t) => t.open || !closes(t)));
    // The kept toast is gone: the newest one that waited for it shows now.
    const next = waiting.at(-1);
    if (next && !keptOpen()) {
      waiting = [];
      show(next);
    }
  }, REMOVE_DELAY_MS);
}

/** Drops every toast at once, without the closing animation. */
export function clearToasts(): void {
  waiting = [];
  setItems([]);
}

function show(item: ToastItem): void {
  setItems([item, ...items].slice(0, TOAST_LIMIT));
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  const item: ToastItem = { ...input, id, open: true };
  if (keptOpen() && !input.keep) waiting.push(item);
  else show(item);
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getItems, getItems);
  return { toasts, toast, dismiss: dismissToast };
}
