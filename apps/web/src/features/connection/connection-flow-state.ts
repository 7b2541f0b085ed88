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
  /** Step 3: the progress screen; the next progress poll follows every answer. */
  | { phase: 'syncing'; progress: Progress }
  /** Fetching the chat list; `afterSync` when the progress screen came first. */
  | { phase: 'loadingChats'; afterSync: boolean }
  /** Step 5: chats on screen, the connection checked every 10 s. */
  | { phase: 'ready' }
  /** The chat list could not be fetched. */
  | { phase: 'failed' };

export type ConnectionFlowEvent =
  | { type: 'notConnected'; notice: string | null; noInstance?: boolean }
  /** Linked, with GET chats_info's answer (null when that call failed). */
  | { type: 'linked'; info: ChatsInfoResponse | null }
  | { type: 'progressed'; progress: Progress }
  | { type: 'progressFailed' }
  /** The 0.8 s after 100% elapsed. */
  | { type: 'synced' }
  | { type: 'chatsLoaded' }
  | { type: 'chatsFailed' }
  | { type: 'retryChats' }
  /** The periodic status check found the phone unlinked. */
  | { type: 'lost' };

export const INITIAL_FLOW: ConnectionFlowState = { phase: 'checking' };

/** The sync is over only when the server says completed and 100%. */
export function isSyncDone(progress: Progress): boolean {
  return progress.completed && progress.percentage === 100;
}

function afterLink(info: ChatsInfoResponse | null): ConnectionFlowState {
  // Spec step 3: linked with chats shows the progress screen, also when the sync is already over
  // (a reload, a fast sync): it stands at 100% for the 0.8 s before the list, then the spec's
  // toast 'Chats carregados com sucesso!'.
  if (info && (info.syncing || !isSyncDone(info.progress) || info.totalChats > 0)) {
    return { phase: 'syncing', progress: info.progress };
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
      return state.phase === 'checking'
        ? { phase: 'disconnected', notice: event.notice, noInstance: event.noInstance }
        : state;
    case 'linked':
      return state.phase === 'checking' || state.phase === 'disconnected'
        ? afterLink(event.info)
        : state;
    case 'progressed':
      return state.phase === 'syncing' ? { phase: 'syncing', progress: event.progress } : state;
    case 'progressFailed':
      return state.phase === 'syncing' ? { ...state } : state;
    case 'synced':
      return state.phase === 'syncing' && isSyncDone(state.progress)
        ? { phase: 'loadingChats', afterSync: true }
        : state;
    case 'chatsLoaded':
      return state.phase === 'loadingChats' ? { phase: 'ready' } : state;
    case 'chatsFailed':
      return state.phase === 'loadingChats' ? { phase: 'failed' } : state;
    case 'retryChats':
      return state.phase === 'failed' ? { phase: 'loadingChats', afterSync: false } : state;
    case 'lost':
      return state.phase === 'ready' ? { phase: 'disconnected', notice: null } : state;
  }
}
