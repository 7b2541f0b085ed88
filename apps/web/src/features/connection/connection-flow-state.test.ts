import type { ChatsInfoResponse, Progress } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import {
  connectionFlowReducer as reduce,
  INITIAL_FLOW,
  isSyncDone,
  type ConnectionFlowState,
} from './connection-flow-state';

const DONE: Progress = { percentage: 100, loaded: 12, total: 12, completed: true };
const HALF: Progress = { percentage: 45, loaded: 12, total: 30, completed: false };
const info = (progress: Progress, syncing = !progress.completed): ChatsInfoResponse => ({
  success: true,
  connected: true,
  totalChats: progress.total,
  syncing,
  progress,
});

describe('connection flow state', () => {
  it('starts by checking; not linked goes to disconnected with the reason', () => {
    expect(INITIAL_FLOW).toEqual({ phase: 'checking' });
    expect(reduce(INITIAL_FLOW, { type: 'notConnected', notice: 'Sem instância' })).toEqual({
      phase: 'disconnected',
      notice: 'Sem instância',
    });
    expect(
      reduce(INITIAL_FLOW, { type: 'notConnected', notice: 'Sem instância', noInstance: true }),
    ).toEqual({ phase: 'disconnected', notice: 'Sem instância', noInstance: true });
  });

  it('linked and still syncing shows the progress screen', () => {
    const s = reduce(INITIAL_FLOW, { type: 'linked', info: info(HALF) });
    expect(s).toEqual({ phase: 'syncing', progress: HALF, waited: true });
  });

  it('linked with progress not completed syncs even if the flag says otherwise', () => {
    const s = reduce(INITIAL_FLOW, { type: 'linked', info: info(HALF, false) });
    expect(s.phase).toBe('syncing');
  });

  it('linked and already synced with chats still shows the progress screen, at 100%', () => {
    const s = reduce(INITIAL_FLOW, { type: 'linked', info: info(DONE) });
    expect(s).toEqual({ phase: 'syncing', progress: DONE, waited: false });
    // A sign-in or a reload, not a sync: no 'Chats carregados com sucesso!'.
    expect(reduce(s, { type: 'synced' })).toEqual({ phase: 'loadingChats', afterSync: false });
  });

  it('a phone linked just now is a real sync, even when the provider finished before the first look', () => {
    const disconnected = reduce(INITIAL_FLOW, { type: 'notConnected', notice: null });
    const s = reduce(disconnected, { type: 'linked', info: info(DONE), justConnected: true });
    expect(s).toEqual({ phase: 'syncing', progress: DONE, waited: true });
    expect(reduce(s, { type: 'synced' })).toEqual({ phase: 'loadingChats', afterSync: true });
  });

  it("a sync seen under way is a real one, even when it started at 100% (a new phone's chats)", () => {
    const s = reduce(INITIAL_FLOW, { type: 'linked', info: info(DONE) });
    const under = reduce(s, { type: 'progressed', progress: HALF });
    const done = reduce(under, { type: 'progressed', progress: DONE });
    expect(done).toEqual({ phase: 'syncing', progress: DONE, waited: true });
    expect(reduce(done, { type: 'synced' })).toEqual({ phase: 'loadingChats', afterSync: true });
  });

  it('linked and synced without any chat fetches the (empty) list directly', () => {
    const none: Progress = { percentage: 100, loaded: 0, total: 0, completed: true };
    expect(reduce(INITIAL_FLOW, { type: 'linked', info: info(none) })).toEqual({
      phase: 'loadingChats',
      afterSync: false,
    });
  });

  it('linked without info (the call failed) fetches the chat list directly', () => {
    const disconnected = reduce(INITIAL_FLOW, { type: 'notConnected', notice: null });
    expect(reduce(disconnected, { type: 'linked', info: null })).toEqual({
      phase: 'loadingChats',
      afterSync: false,
    });
  });

  it('every progress answer (or failed poll) is a new state, so the next poll is scheduled', () => {
    const syncing = reduce(INITIAL_FLOW, { type: 'linked', info: info(HALF) });
    const again = reduce(syncing, { type: 'progressed', progress: HALF });
    expect(again).toEqual(syncing);
    expect(again).not.toBe(syncing);
    const failed = reduce(again, { type: 'progressFailed' });
    expect(failed).toEqual(again);
    expect(failed).not.toBe(again);
  });

  it('finishes the sync only at completed and 100%', () => {
    expect(isSyncDone(DONE)).toBe(true);
    expect(isSyncDone({ ...DONE, completed: false })).toBe(false);
    expect(isSyncDone({ ...DONE, percentage: 99 })).toBe(false);

    const syncing = reduce(INITIAL_FLOW, { type: 'linked', info: info(HALF) });
    expect(reduce(syncing, { type: 'synced' })).toBe(syncing);
    const done = reduce(syncing, { type: 'progressed', progress: DONE });
    expect(reduce(done, { type: 'synced' })).toEqual({ phase: 'loadingChats', afterSync: true });
  });

  it('loads the chats, then watches the connection; losing it goes back to disconnected', () => {
    const loading: ConnectionFlowState = { phase: 'loadingChats', afterSync: false };
    const ready = reduce(loading, { type: 'chatsLoaded' });
    expect(ready).toEqual({ phase: 'ready' });
    expect(reduce(ready, { type: 'lost' })).toEqual({ phase: 'disconnected', notice: null });
  });

  it('a failed chat list can be retried', () => {
    const failed = reduce({ phase: 'loadingChats', afterSync: true }, { type: 'chatsFailed' });
    expect(failed).toEqual({ phase: 'failed' });
    expect(reduce(failed, { type: 'retryChats' })).toEqual({
      phase: 'loadingChats',
      afterSync: false,
    });
  });

  it('ignores events that do not belong to the current phase', () => {
    const ready: ConnectionFlowState = { phase: 'ready' };
    expect(reduce(ready, { type: 'notConnected', notice: null })).toBe(ready);
    expect(reduce(ready, { type: 'linked', info: null })).toBe(ready);
    expect(reduce(ready, { type: 'progressed', progress: DONE })).toBe(ready);
    expect(reduce(INITIAL_FLOW, { type: 'lost' })).toBe(INITIAL_FLOW);
    expect(reduce(INITIAL_FLOW, { type: 'chatsLoaded' })).toBe(INITIAL_FLOW);
  });
});
