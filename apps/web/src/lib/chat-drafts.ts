import { useSyncExternalStore } from 'react';

/**
 * Unsent replies, kept in this browser per member and per chat: closing the chat
 * window, a click beside it or a reload never loses what was typed. A member's drafts live under
 * her own key, so a colleague signing in on the same reception computer does not see them; a
 * draft left untouched for a week is dropped, so a shared computer does not keep patients'
 * texts forever.
 */
export const DRAFT_MAX_AGE_MS = 7 * 24 * 60 * 60 * 1000;
/** A draft longer than a WhatsApp message is cut, so one paste cannot fill the storage. */
const DRAFT_MAX_LENGTH = 65_536;

type StoredDraft = { text: string; at: number };
type Drafts = Record<string, StoredDraft>;

const keyOf = (userId: string) => `chatDrafts:${userId}`;
const listeners = new Set<() => void>();
/** Parsed per member, and parsed again only when the stored text changed (here or in a tab). */
const cache = new Map<string, { raw: string | null; drafts: Drafts }>();

function readRaw(userId: string): string | null {
  try {
    return window.localStorage.getItem(keyOf(userId));
  } catch {
    return null;
  }
}

function load(userId: string, now: number): Drafts {
  const raw = readRaw(userId);
  const cached = cache.get(userId);
  if (cached && cached.raw === raw) return cached.drafts;
  let drafts: Drafts = {};
  try {
    const parsed: unknown = raw ? JSON.parse(raw) : {};
    if (parsed && typeof parsed === 'object') {
      for (const [chatId, value] of Object.entries(parsed as Record<string, unknown>)) {
        const draft = value as Partial<StoredDraft> | null;
        if (typeof draft?.text !== 'string' || typeof draft.at !== 'number') continue;
        if (now - draft.at > DRAFT_MAX_AGE_MS || !draft.text.trim()) continue;
        drafts[chatId] = { text: draft.text, at: draft.at };
      }
    }
  } catch {
    // A damaged value: start empty rather than break the chat window.
    drafts = {};
  }
  cache.set(userId, { raw, drafts });
  return drafts;
}

function save(userId: string, drafts: Drafts): void {
  const raw = Object.keys(drafts).length === 0 ? null : JSON.stringify(drafts);
  try {
    if (raw === null) window.localStorage.removeItem(keyOf(userId));
    else window.localStorage.setItem(keyOf(userId), raw);
  } catch {
    // Full or blocked storage: nothing is kept beyond the open chat window's own field.
  }
  cache.set(userId, { raw: readRaw(userId), drafts });
  for (const listener of listeners) listener();
}

/** The member's draft of a chat, or '' when there is none. */
export function readDraft(userId: string, chatId: string, now = Date.now()): string {
  const draft = load(userId, now)[chatId];
  return draft && now - draft.at <= DRAFT_MAX_AGE_MS ? draft.text : '';
}

/** Keeps (or, when only spaces are left, forgets) the member's draft of a chat. */
export function writeDraft(userId: string, chatId: string, text: string, now = Date.now()): void {
  const drafts = load(userId, now);
  const current = drafts[chatId];
  if (!text.trim()) {
    if (!current) return;
    const { [chatId]: _dropped, ...rest } = drafts;
    save(userId, rest);
    return;
  }
  const kept = text.slice(0, DRAFT_MAX_LENGTH);
  if (current?.text === kept) return;
  save(userId, { ...drafts, [chatId]: { text: kept, at: now } });
}

/** Another tab of the same browser wrote: the cards read again. */
function onStorage(event: StorageEvent) {
  if (event.key !== null && !event.key.startsWith('chatDrafts:')) return;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  if (listeners.size === 0) window.addEventListener('storage', onStorage);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('storage', onStorage);
  };
}

/** The member's draft of a chat, kept up to date when it changes here or in another tab. */
export function useChatDraft(userId: string | null, chatId: string): string {
  return useSyncExternalStore(subscribe, () => (userId ? readDraft(userId, chatId) : ''));
}
