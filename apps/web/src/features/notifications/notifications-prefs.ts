import { useSyncExternalStore } from 'react';

/** Browser notifications for new messages (not in the specification): off until turned on. */
export type NotificationPrefs = {
  enabled: boolean;
  /** Shows only "Nova mensagem" instead of the start of the message. */
  privacy: boolean;
};

const KEY = 'notificationPrefs';
const DEFAULTS: NotificationPrefs = { enabled: false, privacy: false };
const listeners = new Set<() => void>();

let cachedRaw: string | null | undefined;
let cached: NotificationPrefs = DEFAULTS;

function rawValue(): string | null {
  try {
    return window.localStorage.getItem(KEY);
  } catch {
    return null;
  }
}

function parse(raw: string | null): NotificationPrefs {
  if (!raw) return DEFAULTS;
  try {
    const value = JSON.parse(raw) as Partial<Record<keyof NotificationPrefs, unknown>> | null;
    return {
      enabled: value?.enabled === true,
      privacy: value?.privacy === true,
    };
  } catch {
    return DEFAULTS;
  }
}

/** The stored preferences (localStorage 'notificationPrefs'), the same object while unchanged. */
function read(): NotificationPrefs {
  const raw = rawValue();
  if (raw !== cachedRaw) {
    cachedRaw = raw;
    cached = parse(raw);
  }
  return cached;
}

function write(change: Partial<NotificationPrefs>): NotificationPrefs {
  const next = { ...read(), ...change };
  try {
    window.localStorage.setItem(KEY, JSON.stringify(next));
  } catch {
    // Blocked storage: the choice lasts until the page closes.
    cachedRaw = JSON.stringify(next);
    cached = next;
  }
  for (const l of listeners) l();
  return read();
}

/** Listens to changes made here and in other tabs. */
function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const onStorage = (e: StorageEvent) => {
    if (e.key === KEY || e.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

export const notificationsPrefs = { key: KEY, defaults: DEFAULTS, read, write, subscribe };

export function useNotificationPrefs(): NotificationPrefs {
  return useSyncExternalStore(subscribe, read, () => DEFAULTS);
}

export type PermissionState = NotificationPermission | 'unsupported';

export function notificationPermission(): PermissionState {
  return typeof Notification === 'undefined' ? 'unsupported' : Notification.permission;
}
