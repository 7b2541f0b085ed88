import { describe, expect, it } from 'vitest';

import {
  chatAddress,
  chatInitials,
  chatTitle,
  contactName,
  formatCardTime,
  formatFullDateTime,
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

  it('a Cloud API username user (chat keyed by BSUID, no phone) reads as @username, never the id', () => {
    const chat = { name: 'Ana Souza', phone: 'BR.1502576394655843', username: 'ana.souza' };
    expect(chatTitle(chat)).toBe('Ana Souza');
    expect(chatAddress(chat)).toBe('@ana.souza');
    expect(chatTitle({ ...chat, name: null })).toBe('@ana.souza');
    expect(chatAddress({ phone: '5511987654321', username: null })).toBe('+55 (11) 98765-4321');
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

  it('card time: today HH:mm, Ontem, the weekday this week, then dd/MM (and the year before)', () => {
    // Today at 21:30 in the browser's zone (the real day: the rule holds on any of them).
    const today = new Date();
    const now = new Date(today.getFullYear(), today.getMonth(), today.getDate(), 21, 30);
    const daysAgo = (n: number, h = 20, m = 9) =>
      new Date(now.getFullYear(), now.getMonth(), now.getDate() - n, h, m);
    const iso = (d: Date) => d.toISOString();
    const WEEKDAYS = [
      'domingo',
      'segunda-feira',
      'terça-feira',
      'quarta-feira',
      'quinta-feira',
      'sexta-feira',
      'sábado',
    ];
    const two = (n: number) => String(n).padStart(2, '0');
    expect(formatCardTime(iso(daysAgo(0, 0, 5)), now)).toBe('00:05');
    expect(formatCardTime(iso(daysAgo(1, 23, 59)), now)).toBe('Ontem');
    expect(formatCardTime(iso(daysAgo(1, 0, 1)), now)).toBe('Ontem');
    for (const n of [2, 6]) {
      const d = daysAgo(n);
      expect(formatCardTime(iso(d), now)).toBe(WEEKDAYS[d.getDay()]);
    }
    const week = daysAgo(7);
    expect(formatCardTime(iso(week), now)).toBe(
      week.getFullYear() === now.getFullYear()
        ? `${two(week.getDate())}/${two(week.getMonth() + 1)}`
        : `${two(week.getDate())}/${two(week.getMonth() + 1)}/${week.getFullYear()}`,
    );
    const lastYear = new Date(now.getFullYear() - 1, 5, 15, 10, 0);
    expect(formatCardTime(iso(lastYear), now)).toBe(`15/06/${now.getFullYear() - 1}`);
    expect(formatCardTime(null, now)).toBeNull();
    expect(formatCardTime('ontem', now)).toBeNull();
    // Hovering shows the whole date and time.
    expect(formatFullDateTime(iso(lastYear))).toBe(
      `${WEEKDAYS[lastYear.getDay()]}, 15 de junho de ${now.getFullYear() - 1} às 10:00`,
    );
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
