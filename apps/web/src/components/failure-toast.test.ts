import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { failureToast, toastFailure } from './failure-toast';
import { clearToasts, useToast } from './ui/use-toast';

const TEXTS = { network: 'Não foi possível conectar ao servidor.', unknown: 'Erro desconhecido' };

afterEach(() => clearToasts());

describe('failureToast', () => {
  it("shows the title with the server's message, for as long as asked", () => {
    const error = new ApiError(404, 'NOT_FOUND', 'Etiqueta não encontrada.');
    expect(failureToast('Erro ao remover etiqueta', error, 5000, TEXTS)).toEqual({
      variant: 'destructive',
      title: 'Erro ao remover etiqueta',
      description: 'Etiqueta não encontrada.',
      duration: 5000,
    });
  });

  it('says the connection notice when the server was not reached', () => {
    expect(failureToast('Erro', new NetworkError(), 3000, TEXTS)?.description).toBe(
      'Não foi possível conectar ao servidor.',
    );
  });

  it('falls back to the unknown text, or to the title when there is none', () => {
    const silent = new ApiError(500, 'UNKNOWN', '');
    expect(failureToast('Erro', silent, 5000, TEXTS)?.description).toBe('Erro desconhecido');
    expect(failureToast('Erro', new Error('x'), 5000, TEXTS)?.description).toBe(
      'Erro desconhecido',
    );
    const noUnknown = { network: TEXTS.network };
    expect(failureToast('Erro ao salvar rotina', silent, 5000, noUnknown)?.description).toBe(
      'Erro ao salvar rotina',
    );
  });

  it('is null for a 401: the session handler says why the session ended', () => {
    const error = new ApiError(401, 'UNAUTHORIZED', 'Sessão expirada.');
    expect(failureToast('Erro', error, 5000, TEXTS)).toBeNull();
  });
});

describe('toastFailure', () => {
  it('puts the failure toast on screen', () => {
    const { result } = renderHook(() => useToast());
    act(() => toastFailure('Erro ao carregar rotinas', new NetworkError(), 5000, TEXTS));
    expect(result.current.toasts).toMatchObject([
      {
        open: true,
        variant: 'destructive',
        title: 'Erro ao carregar rotinas',
        description: 'Não foi possível conectar ao servidor.',
        duration: 5000,
      },
    ]);
  });

  it('shows nothing for a 401', () => {
    const { result } = renderHook(() => useToast());
    act(() => toastFailure('Erro', new ApiError(401, 'UNAUTHORIZED', 'x'), 5000, TEXTS));
    expect(result.current.toasts).toEqual([]);
  });
});
