import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { decideAdminAccess, isAccessDenial } from './admin-access';

const DENIED = 'Acesso negado: Área restrita apenas para ADMINISTRADORES!';
const pending = { state: 'pending' } as const;

describe('decideAdminAccess', () => {
  it('sends a visit without a session to /', () => {
    expect(decideAdminAccess({ signedIn: false, storedRole: 'ADMIN', check: pending })).toEqual({
      kind: 'toLogin',
    });
  });

  it('denies at once when the stored role is not ADMIN (or missing)', () => {
    for (const storedRole of ['USER', null, 'admin']) {
      expect(decideAdminAccess({ signedIn: true, storedRole, check: pending })).toEqual({
        kind: 'denied',
      });
    }
  });

  it('waits for the server, then follows the role it answers', () => {
    const base = { signedIn: true, storedRole: 'ADMIN' };
    expect(decideAdminAccess({ ...base, check: pending })).toEqual({ kind: 'checking' });
    expect(decideAdminAccess({ ...base, check: { state: 'done', role: 'ADMIN' } })).toEqual({
      kind: 'allowed',
    });
    expect(decideAdminAccess({ ...base, check: { state: 'done', role: 'USER' } })).toEqual({
      kind: 'denied',
    });
  });

  it('a 401 while checking ends the session; anything else offers another try', () => {
    const base = { signedIn: true, storedRole: 'ADMIN' };
    const unauthorized = new ApiError(401, 'UNAUTHORIZED', 'x');
    expect(decideAdminAccess({ ...base, check: { state: 'failed', error: unauthorized } })).toEqual(
      {
        kind: 'checkFailed',
        signOut: true,
        message: 'Erro ao verificar permissões. Faça login novamente.',
      },
    );
    for (const error of [new ApiError(500, 'INTERNAL', 'x'), new NetworkError()]) {
      expect(decideAdminAccess({ ...base, check: { state: 'failed', error } })).toEqual({
        kind: 'checkFailed',
        signOut: false,
        message: 'Tente novamente.',
      });
    }
  });
});

describe('isAccessDenial', () => {
  it('is a 403 or 500 that speaks of denied access or administrators', () => {
    expect(isAccessDenial(new ApiError(403, 'FORBIDDEN', DENIED))).toBe(true);
    expect(isAccessDenial(new ApiError(500, 'INTERNAL', 'Somente ADMINISTRADOR'))).toBe(true);
    expect(isAccessDenial(new ApiError(403, 'FORBIDDEN', 'ACESSO NEGADO'))).toBe(true);
  });

  it('is nothing else', () => {
    expect(isAccessDenial(new ApiError(403, 'FORBIDDEN', 'Proibido'))).toBe(false);
    expect(isAccessDenial(new ApiError(400, 'VALIDATION_ERROR', DENIED))).toBe(false);
    expect(isAccessDenial(new ApiError(401, 'UNAUTHORIZED', DENIED))).toBe(false);
    expect(isAccessDenial(new NetworkError())).toBe(false);
    expect(isAccessDenial(null)).toBe(false);
  });
});
