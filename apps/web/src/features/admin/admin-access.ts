import { MSG } from '@conecta/contract';

import { ApiError } from '@/lib/http';

/** The answer of GET /dashboard asked for the role, as far as it got. */
export type RoleCheck =
  { state: 'pending' } | { state: 'done'; role: string } | { state: 'failed'; error: unknown };

export type AdminAccessInput = {
  /** A token and a user id are stored. */
  signedIn: boolean;
  /** localStorage userRole. */
  storedRole: string | null;
  check: RoleCheck;
};

export type AdminAccess =
  | { kind: 'toLogin' }
  | { kind: 'denied' }
  | { kind: 'checking' }
  | { kind: 'allowed' }
  | { kind: 'checkFailed'; signOut: boolean; message: string };

/**
 * Who may see /admin: without a session, back to `/`; a stored role other than ADMIN
 * is denied at once; otherwise the dashboard endpoint is asked for the role and decides. A 401
 * while asking ends the session; any other failure offers another try.
 */
export function decideAdminAccess({ signedIn, storedRole, check }: AdminAccessInput): AdminAccess {
  if (!signedIn) return { kind: 'toLogin' };
  if (storedRole !== 'ADMIN') return { kind: 'denied' };
  switch (check.state) {
    case 'pending':
      return { kind: 'checking' };
    case 'done':
      return check.role === 'ADMIN' ? { kind: 'allowed' } : { kind: 'denied' };
    case 'failed': {
      const unauthorized = check.error instanceof ApiError && check.error.status === 401;
      return unauthorized
        ? { kind: 'checkFailed', signOut: true, message: MSG.adminPage.permission.sessionFailed }
        : { kind: 'checkFailed', signOut: false, message: MSG.adminPage.permission.tryAgain };
    }
  }
}

const DENIAL = /acesso negado|administrador/i;

/** A 403 or 500 from an admin call whose message speaks of denied access or administrators. */
export function isAccessDenial(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    (error.status === 403 || error.status === 500) &&
    DENIAL.test(error.message)
  );
}
