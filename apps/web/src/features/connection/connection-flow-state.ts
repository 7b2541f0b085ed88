import type { ChatsInfoResponse, Progress } from '@conecta/contract';

/**
 * The dashboard start sequence as data. Every
 * transition makes a new object, and the hook keys its effects on these objects, so entering a
 * phase again (another progress answer, another disconnection) starts that phase's timer again.
 */
export type ConnectionFlowState =
  /** Step 2: asking GET status (and GET chats_info when linked). */
  | { phase: 'checking' }
  /**
   * Step 4: not linked; `notice` says why when the server or the call told us, and
   * `noInstance` when the reason is that no instance was given to the account yet.
   */
  | { phase: 'disconnected'; notice: string | null; noInstance?: boolean }
  /**
   * Step 3: the progress screen; the next progress poll follows every answer. `waited`: some
   * answer showed the sync under way (a real sync), not just the 100% of a sign-in or reload.
   */
  | { phase: 'syncing'; progress: Progress; waited: boolean }
  /** Fetching the chat list; `afterSync` when a real sync came first (the screen waited). */
  | { phase: 'loadingChats'; afterSync: boolean }
  /** Step 5: chats on screen, the connection checked every 10 s (also while the number is down). */
  | { phase: 'ready' }
  /** The chat list could not be fetched. */
  | { phase: 'failed' };

export type ConnectionFlowEvent =
  /**
   * `wasLinked`: the number was linked before and is down now (an outage, instance status
   * INACTIVE), not a clinic that never linked one: its board is still there to read.
   */
  | { type: 'notConnected'; notice: string | null; noInstance?: boolean; wasLinked?: boolean }
  /**
   * Linked, with GET chats_info's answer (null when that call failed). `justConnected`: the phone
   * was linked in the dialog just now, so its chats are being synced, however fast that went.
   */
  | { type: 'linked'; info: ChatsInfoResponse | null; justConnected?: boolean }
  | { type: 'progressed'; progress: Progress }
  | { type: 'progressFailed' }
  /** The 0.8 s after 100% elapsed. */
  | { type: 'synced' }
  | { type: 'chatsLoaded' }
  | { type: 'chatsFailed' }
  | { type: 'retryChats' }
  /**
   * The periodic status check found the account unable to link (deactivated, expired, no
   * instance). A number that merely dropped does not end the board (the hook keeps it).
   */
  | { type: 'lost'; notice?: string | null };

export const INITIAL_FLOW: ConnectionFlowState = { phase: 'checking' };

/** The sync is over only when the server says completed and 100%. */
export function isSyncDone(progress: Progress): boolean {
  return progress.completed && progress.percentage === 100;
}

function afterLink(info: ChatsInfoResponse | null, justConnected: boolean): ConnectionFlowState {
  // Spec step 3: linked with chats shows the progress screen, also when the sync is already over
  // (a reload, a sign-in): it stands at 100% for the 0.8 s before the list. The spec's toast
  // 'Chats carregados com sucesso!' follows a real sync only; a sign-in gets the
  // usual '{n} conversas carregadas'.
  if (info && (info.syncing || !isSyncDone(info.progress) || info.totalChats > 0)) {
    const waited = justConnected || info.syncing || !isSyncDone(info.progress);
    return { phase: 'syncing', progress: info.progress, waited };
  }
  // No chats yet, or the info call failed: the chat list says what there is.
  return { phase: 'loadingChats', afterSync: false };
}

export function connectionFlowReducer(
  state: ConnectionFlowState,
  event: ConnectionFlowEvent,
): ConnectionFlowState {
  switch (event.type) {
    case 'notConnected':
      if (state.phase !== 'checking') return state;
      // Issue 53: a number that dropped keeps its board (sending held); the first-run card
      // 'Conecte seu WhatsApp Business' is only for a clinic that never linked one.
      if (event.wasLinked) return { phase: 'loadingChats', afterSync: false };
      return { phase: 'disconnected', notice: event.notice, noInstance: event.noInstance };
    case 'linked':
      return state.phase === 'checking' || state.phase === 'disconnected'
        ? afterLink(event.info, event.justConnected ?? false)
        : state;
    case 'progressed':
      return state.phase === 'syncing'
        ? {
            phase: 'syncing',
            progress: event.progress,
            waited: state.waited || !isSyncDone(event.progress),
          }
        : state;
    case 'progressFailed':
      return state.phase === 'syncing' ? { ...state } : state;
    case 'synced':
      return state.phase === 'syncing' && isSyncDone(state.progress)
        ? { phase: 'loadingChats', afterSync: state.waited }
        : state;
    case 'chatsLoaded':
      return state.phase === 'loadingChats' ? { phase: 'ready' } : state;
    case 'chatsFailed':
      return state.phase === 'loadingChats' ? { phase: 'failed' } : state;
    case 'retryChats':
      return state.phase === 'failed' ? { phase: 'loadingChats', afterSync: false } : state;
    case 'lost':
      return state.phase === 'ready'
        ? { phase: 'disconnected', notice: event.notice ?? null }
        : state;
  }
}
