import { MSG, type ChatsResponse } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { makeChat as chat } from '@/test/chat-fixture';

import { totalUnread, withNewMessage } from './chats-cache';

const list = (chats: ChatsResponse['chats']): ChatsResponse => ({
  success: true,
  chats,
  totalChats: chats.length,
  unreadCount: totalUnread({ success: true, chats, totalChats: 0, unreadCount: 0, message: '' }),
  message: '',
});

describe('withNewMessage', () => {
  const data = list([
    chat({ chatId: 'a', unread: 0, lastMessageTime: '2026-03-01T10:00:00.000Z' }),
    chat({ chatId: 'b', unread: 2, lastMessageTime: '2026-03-01T09:00:00.000Z' }),
  ]);

  it("updates the chat's unread, time and preview and the total", () => {
    const next = withNewMessage(data, {
      chatId: 'b',
      message: 'Oi',
      messageId: 'm1',
      lastMessageTime: '2026-03-01T11:00:00.000Z',
      unreadCount: 3,
      lastMessageContent: 'Oi',
    });
    const b = next?.chats.find((c) => c.chatId === 'b');
    expect(b).toMatchObject({
      unread: 3,
      lastMessageTime: '2026-03-01T11:00:00.000Z',
      lastMessageContent: 'Oi',
    });
    expect(next?.unreadCount).toBe(3);
    expect(next?.chats.find((c) => c.chatId === 'a')).toBe(data.chats[0]);
  });

  it('adds one unread and uses the message when the event lacks them', () => {
    const next = withNewMessage(data, { chatId: 'a', message: 'Olá' });
    expect(next?.chats[0]).toMatchObject({ unread: 1, lastMessageContent: 'Olá' });
  });

  it("shows a stop word's 'Não deseja mensagens automáticas' at once, and no next routine", () => {
    const planned = list([
      chat({ chatId: 'a', nextRoutineAt: '2026-03-01T12:00:00.000Z', automationOff: false }),
    ]);
    const stop = withNewMessage(planned, { chatId: 'a', message: 'PARAR', automationOff: true });
    expect(stop?.chats[0]).toMatchObject({ automationOff: true, nextRoutineAt: null });
    // An event without the field (an older server) or saying false leaves the card as it was.
    for (const automationOff of [undefined, false]) {
      const next = withNewMessage(planned, { chatId: 'a', message: 'Oi', automationOff });
      expect(next?.chats[0]).toMatchObject({
        automationOff: false,
        nextRoutineAt: '2026-03-01T12:00:00.000Z',
      });
    }
  });

  it('gives null for a chat the list does not have, or no list', () => {
    expect(withNewMessage(data, { chatId: 'zzz', message: 'x' })).toBeNull();
    expect(withNewMessage(undefined, { chatId: 'a', message: 'x' })).toBeNull();
  });

  it('leaves the list alone for an event older than what it shows', () => {
    const old = { chatId: 'a', unreadCount: 9, lastMessageTime: '2026-03-01T08:00:00.000Z' };
    expect(withNewMessage(data, old)).toBe(data);
  });
});

describe('tab title', () => {
  it('shows the unread count in parentheses, none at zero', () => {
    expect(MSG.notifications.tabTitle(3)).toBe('(3) Conecta Clínica');
    expect(MSG.notifications.tabTitle(0)).toBe('Conecta Clínica');
    expect(totalUnread(list([chat({ unread: 2 }), chat({ unread: 5 })]))).toBe(7);
    expect(totalUnread(undefined)).toBe(0);
  });
});
