import type { ChatsResponse } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeChat } from '@/test/chat-fixture';

import { planMove, withChatColumn, withServerChat } from './move-plan';

describe('move plan', () => {
  it('does nothing for the same column', () => {
    expect(planMove({ column: 'vip' }, 'vip')).toEqual({ kind: 'same' });
  });

  it('blocks moves into or out of Repescagem and Tarefa, with the reason', () => {
    const into = planMove({ column: 'inbox' }, 'followup');
    expect(into.kind).toBe('blocked');
    expect(into.kind === 'blocked' && into.reason).toContain('Repescagem');
    expect(planMove({ column: 'task' }, 'vip')).toMatchObject({ kind: 'blocked' });
    expect(planMove({ column: 'hot_lead' }, 'task')).toMatchObject({ kind: 'blocked' });
    expect(planMove({ column: 'followup' }, 'cold_lead')).toMatchObject({ kind: 'blocked' });
  });

  it('allows moves among the other five', () => {
    expect(planMove({ column: 'inbox' }, 'hot_lead')).toEqual({
      kind: 'allowed',
      from: 'inbox',
      to: 'hot_lead',
    });
  });

  it('updates one chat in the cached list, and keeps the list when nothing changes', () => {
    const a = makeChat({ column: 'inbox' });
    const b = makeChat({ column: 'vip' });
    const data: ChatsResponse = {
      success: true,
      chats: [a, b],
      totalChats: 2,
      unreadCount: 0,
      message: '',
    };
    const moved = withChatColumn(data, a.chatId, 'cold_lead')!;
    expect(moved.chats[0]!.column).toBe('cold_lead');
    expect(moved.chats[1]).toBe(b);
    expect(data.chats[0]!.column).toBe('inbox');
    expect(withChatColumn(data, a.chatId, 'inbox')).toBe(data);
    expect(withChatColumn(undefined, a.chatId, 'vip')).toBeUndefined();
    const server = { ...a, column: 'humanized' as const, unread: 0 };
    expect(withServerChat(data, server)!.chats[0]).toBe(server);
  });
});
