import { MSG, TOAST_MS, type ChatsInfoResponse, type StatusResponse } from '@conecta/contract';
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

/**
 * Which dialog is open: 'connect' is the spec's (first run, 'Conectar Agora'); 'reconnect' is
 * the red banner's 'reconectar', which first tries to restore the session (issue 53).
 */
export type ConnectDialogMode = 'connect' | 'reconnect';

/**
 * Not linked, but the account can link (no deactivation, expiry or missing instance, which
 * come with a message): the number dropped, or was never linked.
 */
const merelyUnlinked = (status: StatusResponse) => !status.connected && !status.message;

async function checkConnection(signal: AbortSignal) {
  try {
    const status = await getConnectionStatus(signal);
    if (!status.connected) {
      return {
        linked: false as const,
        notice: status.message ?? null,
        noInstance: status.instanceStatus === 'NONE',
        // Linked before, down now: an outage, not a first run (issue 53).
        wasLinked: merelyUnlinked(status) && status.instanceStatus === 'INACTIVE',
      };
    }
  } catch (error) {
    return {
      linked: false as const,
      notice: describeConnectionFailure(error),
      noInstance: false,
      wasLinked: false,
    };
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
 * - disconnected (a clinic that never linked a number, or cannot link): 0.5 s, then the connect
 *   dialog opens (not when no instance was given yet);
 * - syncing: 1 s after each progress answer the next poll; at 100% 0.8 s, then the chat list;
 * - ready: GET status every 10 s (and a quiet chat-list refetch while linked). Departing from
 *   the spec's step 5 (issue 53, docs/product.md): a number that drops keeps the board and the
 *   open chat on screen, `offline` says so (sending is held), and no dialog opens by itself;
 *   the QR comes from the banner's 'reconectar'. Only an account that can no longer link
 *   (deactivated, expired) clears the chats and goes to disconnected.
 */
export function useConnectionFlow(chats: ChatsPort) {
  const [state, dispatch] = useReducer(connectionFlowReducer, INITIAL_FLOW);
  const [dialog, setDialog] = useState<ConnectDialogMode | null>(null);
  // When the number, linked before, was found down (null while it is up): the board stays,
  // sending is held.
  const [offlineAt, setOfflineAt] = useState<number | null>(null);
  const offlineRef = useLatest(offlineAt !== null);
  const setOffline = useCallback(
    (down: boolean) => setOfflineAt((at) => (down ? (at ?? Date.now()) : null)),
    [],
  );
  const phaseRef = useLatest(state.phase);
  const chatsRef = useLatest(chats);

  const checking = state.phase === 'checking';
  useEffect(() => {
    if (!checking) return;
    const controller = new AbortController();
    void checkConnection(controller.signal).then((result) => {
      if (controller.signal.aborted) return;
      if (result.linked) {
        dispatch({ type: 'linked', info: result.info });
        return;
      }
      setOffline(result.wasLinked);
      dispatch({
        type: 'notConnected',
        notice: result.notice,
        noInstance: result.noInstance,
        wasLinked: result.wasLinked,
      });
    });
    return () => controller.abort();
  }, [checking, setOffline]);

  // No instance yet (a new account, or one just removed from a team): the card's 'O que fazer
  // agora' is the whole answer, so no dialog opens by itself to say 'Erro na Conexão'.
  const disconnected = state.phase === 'disconnected' && !state.noInstance ? state : null;
  useEffect(() => {
    if (!disconnected) return;
    const timer = window.setTimeout(() => setDialog('connect'), T.dialogOpenDelayMs);
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
          setOffline(false);
          chatsRef.current.refresh();
          return;
        }
        if (merelyUnlinked(status)) {
          // The number dropped: the board and any open chat stay (issue 53); the red banner
          // says since when, and 'reconectar' is the way back.
          if (!offlineRef.current) {
            toast({
              variant: 'destructive',
              title: MSG.connection.disconnectedTitle,
              description: MSG.connection.disconnectedDescription,
              duration: TOAST_MS.dashboard,
            });
          }
          setOffline(true);
          return;
        }
        // Deactivated or expired: nothing on the board can be answered any more.
        chatsRef.current.clear();
        toast({
          variant: 'destructive',
          title: MSG.connection.disconnectedTitle,
          description: status.message,
          duration: TOAST_MS.dashboard,
        });
        setOffline(false);
        dispatch({ type: 'lost', notice: status.message ?? null });
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
  }, [ready, chatsRef, offlineRef, setOffline]);

  const openDialog = useCallback(() => setDialog('connect'), []);
  const openReconnect = useCallback(() => setDialog('reconnect'), []);
  const closeDialog = useCallback(() => setDialog(null), []);
  const handleConnected = useCallback(
    (info: ChatsInfoResponse | null) => {
      setDialog(null);
      setOffline(false);
      // Back after an outage: the board is there already; the server's new sync only merges,
      // so a quiet refetch brings what changed (no progress screen over the board).
      if (phaseRef.current === 'ready') {
        chatsRef.current.refresh();
        return;
      }
      dispatch({ type: 'linked', info, justConnected: true });
    },
    [chatsRef, phaseRef, setOffline],
  );
  const retryChats = useCallback(() => dispatch({ type: 'retryChats' }), []);

  return {
    state,
    /** When the number was found down, in ms (null while it is up or never linked). */
    offlineAt,
    dialogOpen: dialog !== null,
    dialogMode: dialog ?? 'connect',
    openDialog,
    openReconnect,
    closeDialog,
    handleConnected,
    retryChats,
  };
}
