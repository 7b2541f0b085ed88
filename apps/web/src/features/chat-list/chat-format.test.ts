import { describe, expect, it } from 'vitest';

import {
  chatInitials,
  chatTitle,
  contactName,
  formatMessageTime,
  formatPhone,
  messagePreview,
  unreadBadge,
} from './chat-format';

describe('chat format', () => {
  it('initials: two upper-case letters, from one word too, ? without a name', () => {
    expect(chatInitials('maria da silva')).toBe('MD');
    expect(chatInitials('  João  ')).toBe('JO');
    expect(chatInitials('Ó')).toBe('Ó');
    expect(chatInitials('ágata ribeiro')).toBe('ÁR');
    expect(chatInitials('Ana Paula Souza')).toBe('AP');
    expect(chatInitials(null)).toBe('?');
    expect(chatInitials('   ')).toBe('?');
  });

  it('title: the name, or the phone (one format) when there is none or it is a number', () => {
    expect(chatTitle({ name: 'Clínica Sorriso', phone: '5511987654321' })).toBe('Clínica Sorriso');
    expect(chatTitle({ name: null, phone: '5511987654321' })).toBe('+55 (11) 98765-4321');
    // The provider often names a contact with its own number.
    expect(chatTitle({ name: '5515974491267', phone: '5515974491267' })).toBe(
      '+55 (15) 97449-1267',
    );
    expect(chatTitle({ name: ' ', phone: '123' })).toBe('123');
  });

  it('contact name: none when the name is only a number', () => {
    expect(contactName({ name: ' Ana Lima ' })).toBe('Ana Lima');
    expect(contactName({ name: '+55 15 97449-1267' })).toBeNull();
    expect(contactName({ name: null })).toBeNull();
  });

  it('phone: the shared format, Brazilian numbers grouped with the area code in brackets', () => {
    expect(formatPhone('5511987654321')).toBe('+55 (11) 98765-4321');
    expect(formatPhone('551132654321')).toBe('+55 (11) 3265-4321');
    expect(formatPhone('120363025246125486-group')).toBe('120363025246125486-group');
  });

  it('unread badge: the count up to 99, then 99+', () => {
    expect(unreadBadge(1)).toBe('1');
    expect(unreadBadge(99)).toBe('99');
    expect(unreadBadge(100)).toBe('99+');
  });

  it('time: HH:mm in the browser time zone; null when absent or unreadable', () => {
    expect(formatMessageTime(new Date(2026, 2, 9, 9, 5).toISOString())).toBe('09:05');
    expect(formatMessageTime(new Date(2026, 2, 9, 18, 40).toISOString())).toBe('18:40');
    expect(formatMessageTime(null)).toBeNull();
    expect(formatMessageTime('ontem')).toBeNull();
  });

  it('preview: cut at 40 characters with ..., or Sem mensagens', () => {
    const forty = 'a'.repeat(40);
    expect(messagePreview(forty)).toBe(forty);
    expect(messagePreview(`${forty}b`)).toBe(`${forty}...`);
    expect(messagePreview('Olá! Gostaria de marcar uma consulta para amanhã')).toBe(
      'Olá! Gostaria de marcar uma consulta par...',
    );
    expect(messagePreview(`${'😀'.repeat(41)}`)).toBe(`${'😀'.repeat(40)}...`);
    expect(messagePreview(null)).toBe('Sem mensagens');
    expect(messagePreview('  ')).toBe('Sem mensagens');
  });
});
