import { describe, expect, it } from 'vitest';

import { ApiError, NetworkError } from '@/lib/http';

import { audioSendFailure, textSendFailure } from './send-failure';

describe('send failure alerts', () => {
  it("text: the server's message alone for a refused call, never its status code", () => {
    const error = new ApiError(502, 'PROVIDER_ERROR', 'Falha ao falar com o WhatsApp.');
    expect(textSendFailure(error)).toBe('Erro ao enviar mensagem: Falha ao falar com o WhatsApp.');
    // A refusal without a message (a proxy's bare 502) says the generic sentence.
    expect(textSendFailure(new ApiError(502, 'UNKNOWN', ''))).toBe(
      'Erro ao enviar mensagem: Erro interno do servidor. Tente novamente em instantes.',
    );
    expect(textSendFailure(new ApiError(503, 'UNKNOWN', ''))).not.toMatch(/\d{3}/);
  });

  it('text: the message of any other error, the connection notice when offline', () => {
    expect(textSendFailure(new Error('boom'))).toBe('Erro ao enviar mensagem: boom');
    expect(textSendFailure(new NetworkError())).toBe(
      'Erro ao enviar mensagem: Não foi possível conectar ao servidor.',
    );
  });

  it("audio: 'Erro ao enviar áudio: ' plus the message", () => {
    const error = new ApiError(
      413,
      'PAYLOAD_TOO_LARGE',
      'O áudio passa do limite de 16 MB ou 5 minutos.',
    );
    expect(audioSendFailure(error)).toBe(
      'Erro ao enviar áudio: O áudio passa do limite de 16 MB ou 5 minutos.',
    );
  });
});
