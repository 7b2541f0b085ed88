import { MSG, TOAST_MS, type ChatsInfoResponse } from '@conecta/contract';
import { useCallback, useEffect, useReducer, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { getToken } from '@/lib/session-store';
import { useLatest } from '@/lib/use-latest';

import {
  getChatsInfo,
  getConnectionStatus,
  getQrCode,
  restoreConnection,
} from '../api/connection-api';
import { connectDialogReducer, openedState } from '../connect-dialog-state';
import { CONNECTION_TIMING } from '../connection-timing';
import { describeConnectionFailure } from '../describe-connection-failure';

export type ConnectedHandler = (info: ChatsInfoResponse | null) => void;

const hasToken = () => getToken() !== null;

/**
 * One open connect dialog: mount it when the dialog opens and unmount it when it closes, so
 * every timer and call stops with it (closing stops polling). Timers, all cleared on cleanup:
 * - a QR fetch each time the state asks for one (on open, on retry, on every poll tick);
 * - every 15 s a poll tick, while waiting for a scan;
 * - every 3 s a status probe, while waiting for a scan (see CONNECTION_TIMING.statusProbeMs);
 * - once linked, 500 ms, then GET chats_info, handed to `onConnected`.
 * Issue 53: `restore` (the banner's 'reconectar') first asks the server to restore the session;
 * only when it did not come back do the QR fetches start. `showQr` false (a phone, which would
 * have to scan its own screen) fetches no QR and keeps only the status probe, so a scan made on
 * a computer still ends the dialog here.
 */
export function useConnectDialog(
  onConnected: ConnectedHandler,
  options: { restore?: boolean; showQr?: boolean } = {},
) {
  const { showQr = true } = options;
  const [state, dispatch] = useReducer(connectDialogReducer, undefined, () =>
    openedState(hasToken()),
  );
  const [restoring, setRestoring] = useState(options.restore === true && state.polling);
  const [restoreFailed, setRestoreFailed] = useState(false);
  const onConnectedRef = useLatest(onConnected);
  const { run, request, polling, step, expired } = state;

  const restoreRun = restoring ? run : null;
  useEffect(() => {
    if (restoreRun === null) return;
    const controller = new AbortController();
    const failed = () => {
      if (controller.signal.aborted) return;
      setRestoreFailed(true);
      setRestoring(false);
    };
    restoreConnection(controller.signal).then((status) => {
      if (!status.connected) return failed();
      if (controller.signal.aborted) return;
      dispatch({ type: 'statusConnected', run: restoreRun });
      setRestoring(false);
    }, failed);
    return () => controller.abort();
  }, [restoreRun]);

  const fetchQr = !restoring && showQr;
  useEffect(() => {
    if (request === 0 || !fetchQr) return;
    const controller = new AbortController();
    getQrCode(controller.signal).then(
      (answer) => {
        if (!controller.signal.aborted) dispatch({ type: 'qrAnswered', run, answer });
      },
      (error: unknown) => {
        if (controller.signal.aborted) return;
        dispatch({ type: 'qrFailed', run, message: describeConnectionFailure(error) });
      },
    );
    return () => controller.abort();
  }, [request, run, fetchQr]);

  const waitingRun = polling && step === 'qr' && !restoring ? run : null;
  const qrRun = fetchQr ? waitingRun : null;

  useEffect(() => {
    if (qrRun === null) return;
    const id = window.setInterval(() => dispatch({ type: 'tick' }), CONNECTION_TIMING.qrPollMs);
    return () => window.clearInterval(id);
  }, [qrRun]);

  useEffect(() => {
    if (waitingRun === null) return;
    const controller = new AbortController();
    let busy = false;
    const probe = async () => {
      if (busy) return;
      busy = true;
      try {
        const status = await getConnectionStatus(controller.signal);
        if (status.connected && !controller.signal.aborted) {
          dispatch({ type: 'statusConnected', run: waitingRun });
        }
      } catch {
        // Only a link matters here; the QR poll reports what goes wrong.
      } finally {
        busy = false;
      }
    };
    const id = window.setInterval(() => void probe(), CONNECTION_TIMING.statusProbeMs);
    return () => {
      window.clearInterval(id);
      controller.abort();
    };
  }, [waitingRun]);

  const expiredRun = expired ? run : null;
  useEffect(() => {
    if (expiredRun === null) return;
    toast({
      variant: 'destructive',
      title: MSG.connection.expiredTitle,
      description: MSG.connection.expiredDescription,
      duration: TOAST_MS.dashboard,
    });
  }, [expiredRun]);

  const linkedRun = step === 'success' ? run : null;
  useEffect(() => {
    if (linkedRun === null) return;
    const controller = new AbortController();
    const handOver = async () => {
      let info: ChatsInfoResponse | null;
      try {
        info = await getChatsInfo(controller.signal);
      } catch {
        info = null;
      }
      if (controller.signal.aborted) return;
      onConnectedRef.current(info);
      const C = MSG.connection;
      toast({
        ...(info
          ? { title: C.connectedTitle, description: C.connectedDescription }
          : { variant: 'destructive', title: C.warningTitle, description: C.warningDescription }),
        duration: TOAST_MS.dashboard,
      });
    };
    const timer = window.setTimeout(() => void handOver(), CONNECTION_TIMING.chatsInfoDelayMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [linkedRun, onConnectedRef]);

  const retry = useCallback(() => dispatch({ type: 'start', hasToken: hasToken() }), []);

  return { state, retry, restoring, restoreFailed };
}
