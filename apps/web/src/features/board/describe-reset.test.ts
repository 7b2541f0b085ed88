import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { describeResetDone, describeResetFailure, describeResetNoToken } from './describe-reset';

describe('reset routine toasts', () => {
  it('names the chat on success', () => {
    expect(describeResetDone('Ana')).toMatchObject({
      title: 'Rotinas resetadas',
      description: 'As rotinas do chat "Ana" foram resetadas com sucesso',
    });
  });

  it("shows the server's message, the network notice or the unknown error", () => {
    const T = 'Erro ao resetar rotinas';
    expect(
      describeResetFailure(new ApiError(404, 'NOT_FOUND', 'Conversa não encontrada.')),
    ).toMatchObject({ variant: 'destructive', title: T, description: 'Conversa não encontrada.' });
    expect(describeResetFailure(new ApiError(500, 'UNKNOWN', ''))?.description).toBe(
      'Ocorreu um erro desconhecido',
    );
    expect(describeResetFailure(new NetworkError())?.description).toBe(
      'Não foi possível resetar as rotinas',
    );
    expect(describeResetFailure(new Error('x'))?.description).toBe('Ocorreu um erro desconhecido');
    expect(describeResetFailure(new ApiError(401, 'UNAUTHORIZED', 'x'))).toBeNull();
  });

  it("says 'Token não encontrado' without a token", () => {
    expect(describeResetNoToken()).toMatchObject({
      variant: 'destructive',
      description: 'Token não encontrado',
    });
  });
});
