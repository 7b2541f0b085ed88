import { MSG, type QrCodeResponse } from '@conecta/contract';

import { CONNECTION_TIMING } from './connection-timing';

export type ConnectStep = 'qr' | 'success' | 'error';

/**
 * The connect dialog as data. The hook runs the timers and calls;
 * every decision (what an answer means, when the QR code expires) is made here.
 */
export type ConnectDialogState = {
  step: ConnectStep;
  qrCode: string | null;
  error: string | null;
  /** Poll ticks in this run; the QR fetch made on open is not a tick. */
  attempts: number;
  canRetry: boolean;
  /** The QR poll and the status probe run only while this is true (and the step is 'qr'). */
  polling: boolean;
  /** The run ended because it reached the maximum number of attempts. */
  expired: boolean;
  /** Grows on every open and retry; answers that belong to an earlier run are ignored. */
  run: number;
  /** Grows whenever a QR fetch is due; the hook fetches each time it changes. */
  request: number;
};

export type ConnectDialogEvent =
  /** The dialog opened, or 'Tentar Novamente' was pressed. */
  | { type: 'start'; hasToken: boolean }
  /** The QR poll interval elapsed. */
  | { type: 'tick' }
  | { type: 'qrAnswered'; run: number; answer: QrCodeResponse }
  | { type: 'qrFailed'; run: number; message: string }
  /** The status probe saw the phone linked. */
  | { type: 'statusConnected'; run: number };

const BLANK: ConnectDialogState = {
  step: 'qr',
  qrCode: null,
  error: null,
  attempts: 0,
  canRetry: false,
  polling: false,
  expired: false,
  run: 0,
  request: 0,
};

function fail(state: ConnectDialogState, message: string): ConnectDialogState {
  return { ...state, step: 'error', error: message, polling: false, canRetry: true };
}

function connected(state: ConnectDialogState): ConnectDialogState {
  return { ...state, step: 'success', error: null, polling: false, canRetry: false };
}

/** Whether an answer belongs to the current run and the dialog still waits for a scan. */
function waiting(state: ConnectDialogState, run: number): boolean {
  return run === state.run && state.step === 'qr' && state.polling;
}

export function connectDialogReducer(
  state: ConnectDialogState,
  event: ConnectDialogEvent,
): ConnectDialogState {
  switch (event.type) {
    case 'start': {
      const reset = { ...BLANK, run: state.run + 1, request: state.request };
      if (!event.hasToken) return { ...reset, step: 'error', error: MSG.connection.tokenMissing };
      return { ...reset, polling: true, request: state.request + 1 };
    }
    case 'tick': {
      if (!state.polling || state.step !== 'qr') return state;
      const attempts = state.attempts + 1;
      if (attempts >= CONNECTION_TIMING.qrMaxAttempts) {
        return { ...state, attempts, polling: false, canRetry: true, expired: true };
      }
      return { ...state, attempts, request: state.request + 1 };
    }
    case 'qrAnswered': {
      if (!waiting(state, event.run)) return state;
      const { answer } = event;
      if (answer.connected) return connected(state);
      if (answer.qrCode) return { ...state, qrCode: answer.qrCode, error: null };
      return fail(state, answer.message || MSG.connection.qrFailed);
    }
    case 'qrFailed':
      return waiting(state, event.run) ? fail(state, event.message) : state;
    case 'statusConnected':
      return waiting(state, event.run) ? connected(state) : state;
  }
}

/** The state right after the dialog opens. */
export function openedState(hasToken: boolean): ConnectDialogState {
  return connectDialogReducer(BLANK, { type: 'start', hasToken });
}

/** 'Tentativa N de 20' from the second attempt on; nothing once the run has expired. */
export function attemptLabel(state: ConnectDialogState): string | null {
  if (state.step !== 'qr' || state.expired || state.attempts < 1) return null;
  return MSG.connection.attempt(state.attempts + 1, CONNECTION_TIMING.qrMaxAttempts);
}
