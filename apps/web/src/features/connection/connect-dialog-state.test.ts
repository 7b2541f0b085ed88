import { MSG, type QrCodeResponse } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import {
  attemptLabel,
  connectDialogReducer as reduce,
  openedState,
  type ConnectDialogEvent,
  type ConnectDialogState,
} from './connect-dialog-state';
import { CONNECTION_TIMING } from './connection-timing';

const QR = 'data:image/png;base64,AAAA';
const qr = (over: Partial<QrCodeResponse> = {}): QrCodeResponse => ({
  success: true,
  connected: false,
  qrCode: QR,
  message: 'QR Code gerado',
  ...over,
});

function run(state: ConnectDialogState, ...events: ConnectDialogEvent[]): ConnectDialogState {
  return events.reduce(reduce, state);
}

function ticks(state: ConnectDialogState, n: number): ConnectDialogState {
  return run(state, ...Array.from({ length: n }, () => ({ type: 'tick' }) as const));
}

describe('connect dialog state', () => {
  it('opens waiting for a QR code, with one fetch due and polling on', () => {
    const s = openedState(true);
    expect(s).toMatchObject({ step: 'qr', qrCode: null, error: null, attempts: 0 });
    expect(s).toMatchObject({ canRetry: false, polling: true, expired: false, run: 1, request: 1 });
    expect(attemptLabel(s)).toBeNull();
  });

  it('without a token opens in the error state, nothing fetched, no retry', () => {
    const s = openedState(false);
    expect(s).toMatchObject({ step: 'error', error: MSG.connection.tokenMissing });
    expect(s).toMatchObject({ polling: false, canRetry: false, request: 0 });
    expect(MSG.connection.tokenMissing).toBe('Token de autenticação não encontrado');
  });

  it('shows a returned QR code and clears any error', () => {
    const s = run(openedState(true), { type: 'qrAnswered', run: 1, answer: qr() });
    expect(s).toMatchObject({ step: 'qr', qrCode: QR, error: null, polling: true });
  });

  it('keeps the last QR code on screen while the next one loads', () => {
    const s = run(
      openedState(true),
      { type: 'qrAnswered', run: 1, answer: qr() },
      { type: 'tick' },
    );
    expect(s.qrCode).toBe(QR);
    expect(s.request).toBe(2);
  });

  it('counts each tick as an attempt and asks for a new code', () => {
    const s = ticks(openedState(true), 3);
    expect(s).toMatchObject({ attempts: 3, request: 4, polling: true });
    expect(attemptLabel(ticks(openedState(true), 1))).toBe('Tentativa 2 de 20');
    expect(attemptLabel(s)).toBe('Tentativa 4 de 20');
  });

  it('expires at 20 attempts: polling stops, retry is enabled, no further fetch', () => {
    const max = CONNECTION_TIMING.qrMaxAttempts;
    const before = ticks(openedState(true), max - 1);
    expect(before).toMatchObject({ attempts: 19, polling: true, expired: false, request: 20 });
    expect(attemptLabel(before)).toBe('Tentativa 20 de 20');

    const after = reduce(before, { type: 'tick' });
    expect(after).toMatchObject({ attempts: 20, polling: false, canRetry: true, expired: true });
    expect(after.request).toBe(before.request);
    expect(attemptLabel(after)).toBeNull();
    expect(reduce(after, { type: 'tick' })).toBe(after);
  });

  it('20 attempts at 15 s each is about five minutes', () => {
    expect(CONNECTION_TIMING.qrMaxAttempts * CONNECTION_TIMING.qrPollMs).toBe(5 * 60 * 1000);
  });

  it('a connected answer goes to success and stops polling', () => {
    const s = run(openedState(true), {
      type: 'qrAnswered',
      run: 1,
      answer: qr({ connected: true, qrCode: null, message: 'WhatsApp conectado' }),
    });
    expect(s).toMatchObject({ step: 'success', polling: false, canRetry: false });
    expect(reduce(s, { type: 'tick' })).toBe(s);
  });

  it('the status probe seeing a link behaves like a connected answer', () => {
    const s = run(openedState(true), { type: 'statusConnected', run: 1 });
    expect(s).toMatchObject({ step: 'success', polling: false });
  });

  it('no QR code: error with the server message, or the default text', () => {
    const reason =
      'Nenhuma instância do WhatsApp configurada para sua conta. Fale com o administrador.';
    const a = run(openedState(true), {
      type: 'qrAnswered',
      run: 1,
      answer: qr({ success: false, qrCode: null, message: reason }),
    });
    expect(a).toMatchObject({ step: 'error', error: reason, polling: false, canRetry: true });

    const b = run(openedState(true), {
      type: 'qrAnswered',
      run: 1,
      answer: qr({ success: false, qrCode: null, message: '' }),
    });
    expect(b.error).toBe('Erro ao gerar QR Code');
  });

  it('a failed call goes to error with the given message and enables retry', () => {
    const s = run(openedState(true), {
      type: 'qrFailed',
      run: 1,
      message: MSG.connection.serverUnreachable,
    });
    expect(s).toMatchObject({ step: 'error', error: 'Erro de conexão com o servidor' });
    expect(s).toMatchObject({ polling: false, canRetry: true });
    expect(reduce(s, { type: 'tick' })).toBe(s);
  });

  it('retry clears the error and starts a new run from zero', () => {
    const failed = run(ticks(openedState(true), 5), { type: 'qrFailed', run: 1, message: 'x' });
    const s = reduce(failed, { type: 'start', hasToken: true });
    expect(s).toMatchObject({ step: 'qr', error: null, qrCode: null, attempts: 0 });
    expect(s).toMatchObject({ canRetry: false, polling: true, expired: false, run: 2 });
    expect(s.request).toBe(failed.request + 1);
  });

  it('retry after expiry restarts the count', () => {
    const expired = ticks(openedState(true), CONNECTION_TIMING.qrMaxAttempts);
    const s = reduce(expired, { type: 'start', hasToken: true });
    expect(s).toMatchObject({ attempts: 0, expired: false, polling: true, canRetry: false });
  });

  it('ignores answers from an earlier run', () => {
    const retried = run(
      openedState(true),
      { type: 'qrFailed', run: 1, message: 'x' },
      { type: 'start', hasToken: true },
    );
    expect(reduce(retried, { type: 'qrAnswered', run: 1, answer: qr() })).toBe(retried);
    expect(reduce(retried, { type: 'statusConnected', run: 1 })).toBe(retried);
    expect(reduce(retried, { type: 'qrFailed', run: 1, message: 'y' })).toBe(retried);
  });

  it('ignores late answers once linked or expired', () => {
    const linked = run(openedState(true), { type: 'statusConnected', run: 1 });
    expect(reduce(linked, { type: 'qrFailed', run: 1, message: 'x' })).toBe(linked);
    expect(reduce(linked, { type: 'qrAnswered', run: 1, answer: qr() })).toBe(linked);

    const expired = ticks(openedState(true), CONNECTION_TIMING.qrMaxAttempts);
    expect(reduce(expired, { type: 'qrAnswered', run: 1, answer: qr() })).toBe(expired);
    expect(reduce(expired, { type: 'statusConnected', run: 1 })).toBe(expired);
  });
});
