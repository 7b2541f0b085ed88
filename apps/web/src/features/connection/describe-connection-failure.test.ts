import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { describeConnectionFailure } from './describe-connection-failure';

describe('describeConnectionFailure', () => {
  it('shows the server message of an HTTP error', () => {
    const error = new ApiError(502, 'PROVIDER_ERROR', 'Falha ao falar com o provedor do WhatsApp.');
    expect(describeConnectionFailure(error)).toBe('Falha ao falar com o provedor do WhatsApp.');
  });

  it('says the server could not be reached when no answer came', () => {
    expect(describeConnectionFailure(new NetworkError())).toBe('Erro de conexão com o servidor');
    expect(describeConnectionFailure(new Error('x'))).toBe('Erro de conexão com o servidor');
  });
});
