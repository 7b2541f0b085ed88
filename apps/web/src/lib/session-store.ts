import { zDashboardResponse, type DashboardResponse } from '@conecta/contract';

/** The browser storage keys of a signed-in session, plus the activity stamp. */
export const STORAGE_KEYS = {
  token: 'token',
  userId: 'userId',
  userName: 'userName',
  userEmail: 'userEmail',
  userRole: 'userRole',
  dashboardData: 'dashboardData',
  lastActivity: 'lastActivity',
} as const;

function read(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null;
  }
}

function write(key: string, value: string): void {
  try {
    window.localStorage.setItem(key, value);
  } catch {
    // Storage can be full or blocked; the session then lives only as long as the page.
  }
}

export function getToken(): string | null {
  return read(STORAGE_KEYS.token);
}

export function setToken(token: string): void {
  write(STORAGE_KEYS.token, token);
}

/** Token and user id, or null when either is missing (then nobody is signed in). */
export function readSession(): { token: string; userId: string } | null {
  const token = read(STORAGE_KEYS.token);
  const userId = read(STORAGE_KEYS.userId);
  return token && userId ? { token, userId } : null;
}

/** Stores the dashboard answer and the user fields derived from it. */
export function storeDashboard(dashboard: DashboardResponse): void {
  const { user } = dashboard;
  write(STORAGE_KEYS.userId, user.id);
  write(STORAGE_KEYS.userName, user.name);
  write(STORAGE_KEYS.userEmail, user.email);
  write(STORAGE_KEYS.userRole, user.role);
  write(STORAGE_KEYS.dashboardData, JSON.stringify(dashboard));
}

/** Stores a whole new session: the token, the dashboard data and a fresh activity stamp. */
export function saveSession(token: string, dashboard: DashboardResponse, now = Date.now()): void {
  write(STORAGE_KEYS.token, token);
  storeDashboard(dashboard);
  write(STORAGE_KEYS.lastActivity, String(now));
}

export function readDashboardData(): DashboardResponse | undefined {
  const raw = read(STORAGE_KEYS.dashboardData);
  if (!raw) return undefined;
  try {
    const parsed = zDashboardResponse.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

export function getLastActivity(): number | null {
  const raw = read(STORAGE_KEYS.lastActivity);
  const value = raw === null ? NaN : Number(raw);
  return Number.isFinite(value) ? value : null;
}

export function setLastActivity(now: number): void {
  write(STORAGE_KEYS.lastActivity, String(now));
}

export function clearSession(): void {
  for (const key of Object.values(STORAGE_KEYS)) {
    try {
      window.localStorage.removeItem(key);
    } catch {
      // Nothing to clear when storage is blocked.
    }
  }
}
