import { describe, expect, it } from 'vitest';

import { CHAT_UPDATE_REASONS, STREAM_EVENTS, zChatUpdateData } from './live-events.ts';

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
    ]);
  });
});
