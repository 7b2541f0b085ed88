import { MSG, TOAST_MS, type ChatsInfoResponse } from '@conecta/contract';
import { useCallback, useEffect, useReducer, useState } from 'react';

import { toast } from '@/components/ui/use-toast';
import { useLatest } from '@/lib/use-latest';

import { getChatsInfo, getConnectionStatus, getLoadingProgress } from '../api/connection-api';
import { connectionFlowReducer, INITIAL_FLOW, isSyncDone } from '../connection-flow-state';
import { CONNECTION_TIMING as T } from '../connection-timing';
import { describeConnectionFailure } from '../describe-connection-failure';

/** How the flow reaches the chat list, which belongs to another feature. */
export type ChatsPort = {
  /** Fetches the list and toasts the outcome; true when it loaded. Never throws. */
  load: (afterSync: boolean, signal: AbortSignal) => Promise<boolean>;
  clear: () => void;
  /** Refetches the list without a toast. */
  refresh: () => void;
};

async function checkConnection(signal: AbortSignal) {
  try {
    const status = await getConnectionStatus(signal);
    if (!status.connected) {
      return {
        linked: false as const,
        notice: status.message ?? null,
        noInstance: status.instanceStatus === 'NONE',
      };
    }
  } catch (error) {
    return { linked: false as const, notice: describeConnectionFailure(error), noInstance: false };
  }
  try {
    return { linked: true as const, info: await getChatsInfo(signal) };
  } catch {
    return { linked: true as const, info: null };
  }
}

/**
 * The dashboard start sequence (its first step, the session, is the signed-in layout's).
 * Timers, each owned by the phase it belongs to and cleared when the phase ends or the page
 * unmounts (StrictMode's extra mount just aborts the first status call):
 * - checking: GET status, then GET chats_info when linked;
 * - disconnected: 0.5 s, then the connect dialog opens (not when no instance was given yet);
 * - syncing: 1 s after each progress answer the next poll; at 100% 0.8 s, then the chat list;
 * - ready: GET status every 10 s (and a quiet chat-list refetch while linked); unlinked clears
 *   the chats, toasts, and goes to disconnected.
 */
export function useConnectionFlow(chats: ChatsPort) {
  const [state, dispatch] = useReducer(connectionFlowReducer, INITIAL_FLOW);
  const [dialogOpen, setDialogOpen] = useState(false);
  const chatsRef = useLatest(chats);

  const checking = state.phase === 'checking';
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    void checkConnection(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      dispatch(
        result.linked
          ? { type: 'linked', info: result.info }
          : { type: 'notConnected', notice: result.notice, noInstance: result.noInstance },
      );
    });
    return () => controller.abort();
  }, [checking]);

  // No instance yet (a new account, or one just removed from a team): the card's 'O que fazer
  // agora' is the whole answer, so no dialog opens by itself to say 'Erro na Conexão'.
  const disconnected = state.phase === 'disconnected' && !state.noInstance ? state : null;
  useEffect(() => {
    if (!disconnected) return;
    const timer = window.setTimeout(() => setDialogOpen(true), T.dialogOpenDelayMs);
    return () => window.clearTimeout(timer);
  }, [disconnected]);

  const syncing = state.phase === 'syncing' ? state : null;
  useEffect(() => {
    if (!syncing) return;
    if (isSyncDone(syncing.progress)) {
      const timer = window.setTimeout(() => dispatch({ type: 'synced' }), T.finalChatsDelayMs);
      return () => window.clearTimeout(timer);
    }
    const controller = new AbortController();
    const poll = () =>
      getLoadingProgress(controller.signal).then(
        (progress) => {
          if (!controller.signal.aborted) dispatch({ type: 'progressed', progress });
        },
        () => {
          if (!controller.signal.aborted) dispatch({ type: 'progressFailed' });
        },
      );
    const timer = window.setTimeout(() => void poll(), T.progressPollMs);
    return () => {
      window.clearTimeout(timer);
      controller.abort();
    };
  }, [syncing]);

  const loading = state.phase === 'loadingChats' ? state : null;
  useEffect(() => {
    if (!loading) return;
    const controller = new AbortController();
    void chatsRef.current.load(loading.afterSync, controller.signal).then((loaded) => {
      if (!controller.signal.aborted) dispatch({ type: loaded ? 'chatsLoaded' : 'chatsFailed' });
    });
    return () => controller.abort();
  }, [loading, chatsRef]);

  const ready = state.phase === 'ready';
  useEffect(() => {
    if (!ready) return;
    const controller = new AbortController();
    let busy = false;
    const check = async () => {
      if (busy) return;
      busy = true;
      try {
        const status = await getConnectionStatus(controller.signal);
        if (controller.signal.aborted) return;
        if (status.connected) {
          chatsRef.current.refresh();
          return;
        }
        chatsRef.current.clear();
        toast({
          variant: 'destructive',
          title: MSG.connection.disconnectedTitle,
          description: MSG.connection.disconnectedDescription,
          duration: TOAST_MS.dashboard,
        });
        dispatch({ type: 'lost' });
      } catch {
        // A check that got no answer is not a disconnection; the next one decides.
      } finally {
        busy = false;
      }
    };
    const id = window.setInterval(() => void check(), T.statusPollMs);
    return () => {
      window.clearInterval(id);
      controller.abort();
    };
  }, [ready, chatsRef]);

  const openDialog = useCallback(() => setDialogOpen(true), []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);
  const handleConnected = useCallback((info: ChatsInfoResponse | null) => {
    setDialogOpen(false);
    dispatch({ type: 'linked', info, justConnected: true });
  }, []);
  const retryChats = useCallback(() => dispatch({ type: 'retryChats' }), []);

  return { state, dialogOpen, openDialog, closeDialog, handleConnected, retryChats };
}
