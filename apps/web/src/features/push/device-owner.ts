/**
 * Who turned Web Push on in this browser. The server's subscription ends with the session that
 * made it (sign-out, 4 hours idle, a password change); the browser's own stays. When the same
 * member signs in here again, the board hands it to the new session by itself; anyone else
 * turns it on in 'Configurações', knowingly (a shared reception computer).
 */
const KEY = 'pushDeviceOwner';

export const pushDeviceOwner = {
  read(): string | null {
    try {
      return localStorage.getItem(KEY);
    } catch {
      return null;
    }
  },
  write(userId: string | null): void {
    try {
      if (userId) localStorage.setItem(KEY, userId);
      else localStorage.removeItem(KEY);
    } catch {
      // Blocked storage: the member turns pushes on again after each sign-in.
    }
  },
};
