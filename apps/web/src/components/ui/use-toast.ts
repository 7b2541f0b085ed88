import { useSyncExternalStore } from 'react';

export type ToastVariant = 'default' | 'destructive';

export type ToastInput = {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds before it hides; the provider's default when absent. */
  duration?: number;
};

export type ToastItem = ToastInput & { id: string; open: boolean };

/** One toast at a time: a new one replaces the old, so messages never pile up. */
const TOAST_LIMIT = 1;
/** Time for the closing animation before a dismissed toast leaves the list. */
const REMOVE_DELAY_MS = 300;

let items: ToastItem[] = [];
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

export function dismissToast(id?: string): void {
  const closes = (t: ToastItem) => id === undefined || t.id === id;
  setItems(items.map((t) => (closes(t) ? { ...t, open: false } : t)));
  setTimeout(() => setItems(items.filter((t) => t.open || !closes(t))), REMOVE_DELAY_MS);
}

/** Drops every toast at once, without the closing animation. */
export function clearToasts(): void {
  setItems([]);
}

export function toast(input: ToastInput): { id: string; dismiss: () => void } {
  counter += 1;
  const id = String(counter);
  setItems([{ ...input, id, open: true }, ...items].slice(0, TOAST_LIMIT));
  return { id, dismiss: () => dismissToast(id) };
}

export function useToast() {
  const toasts = useSyncExternalStore(subscribe, getItems, getItems);
  return { toasts, toast, dismiss: dismissToast };
}
