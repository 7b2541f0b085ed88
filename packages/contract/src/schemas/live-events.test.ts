import { describe, expect, it } from 'vitest';

import {
  CHAT_UPDATE_REASONS,
  EPHEMERAL_EVENTS,
  STREAM_EVENTS,
  zChatUpdateData,
  zPresenceData,
  zTeamUpdateData,
} from './live-events.ts';

describe('live events', () => {
  it('reads every chat-update reason with its own fields, and refuses a reason without them', () => {
    const samples = [
      { reason: 'column', column: 'vip' },
      { reason: 'read', unread: 0 },
      { reason: 'tags', tags: [{ id: 't1', name: 'Retorno', color: '#10B981' }] },
      { reason: 'task' },
      { reason: 'task-sent', taskId: 'k1' },
      { reason: 'task-failed', taskId: 'k1', message: 'Falhou: sem conexão' },
      { reason: 'message-edited' },
      { reason: 'message-sent', lastMessageContent: 'Olá' },
      { reason: 'history', lastMessageContent: null },
      { reason: 'status', status: 'READ' },
      { reason: 'routine-reset', column: 'followup' },
      { reason: 'routine-sent', sequenceNumber: 2, column: 'followup' },
      { reason: 'routine-failed', message: 'Falhou: sem conexão' },
      { reason: 'assigned', assignee: { userId: 'u2', name: 'Bruno Lima' } },
      { reason: 'appointment', appointmentId: 'a1', state: 'confirmed', message: null },
      { reason: 'consent' },
      { reason: 'note', noteId: 'n1' },
    ];
    expect(samples.map((s) => s.reason)).toEqual([...CHAT_UPDATE_REASONS]);
    for (const sample of samples) {
      expect(zChatUpdateData.safeParse({ chatId: '5511987654321', ...sample }).success).toBe(true);
    }
    expect(zChatUpdateData.safeParse({ chatId: '5511987654321', reason: 'read' }).success).toBe(
      false,
    );
    expect(zChatUpdateData.safeParse({ chatId: '5511987654321', reason: 'other' }).success).toBe(
      false,
    );
  });

  it('the stream names its control events and every published one', () => {
    expect([...STREAM_EVENTS]).toEqual([
      'connected',
      'heartbeat',
      'refetch',
      'new-message',
      'chat-update',
      'tag-update',
      'tag-delete',
      'presence',
      'team-update',
      'connection-update',
    ]);
  });

  it('reads presence and team updates, and keeps presence out of the replay', () => {
    expect(
      zPresenceData.safeParse({ chatId: 'c1', userId: 'u1', name: 'Ana', state: 'typing' }).success,
    ).toBe(true);
    expect(
      zPresenceData.safeParse({ chatId: 'c1', userId: 'u1', name: 'Ana', state: 'dancing' })
        .success,
    ).toBe(false);
    expect(zTeamUpdateData.safeParse({ reason: 'members' }).success).toBe(true);
    expect(zTeamUpdateData.safeParse({ reason: 'assigned', chatId: 'c1' }).success).toBe(false);
    expect([...EPHEMERAL_EVENTS]).toEqual(['presence']);
  });
});
