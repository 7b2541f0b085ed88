import { STORAGE_KEYS } from '@/lib/session-store';

/** What the browser remembers of who is signed in. */
export type StoredAdmin = {
  token: string | null;
  userId: string | null;
  userName: string;
  userEmail: string;
  role: string | null;
};

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readStoredAdmin(): StoredAdmin {
  return {
    token: read(STORAGE_KEYS.token),
    userId: read(STORAGE_KEYS.userId),
    userName: read(STORAGE_KEYS.userName) ?? '',
    userEmail: read(STORAGE_KEYS.userEmail) ?? '',
    role: read(STORAGE_KEYS.userRole),
  };
}

/** The signed-in admin as the page shows them (the locked user field of a new instance). */
export type AdminUser = { id: string; name: string; email: string };
