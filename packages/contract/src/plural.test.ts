import { describe, expect, it } from 'vitest';

import { MSG } from './messages.ts';
import { plural } from './plural.ts';

describe('counts in the catalogue', () => {
  it('say one in the singular, zero and many in the plural', () => {
    expect(plural(1, 'conversa', 'conversas')).toBe('1 conversa');
    expect(plural(0, 'conversa', 'conversas')).toBe('0 conversas');
    expect(MSG.board.count(1)).toBe('1 conversa');
    expect(MSG.board.count(7)).toBe('7 conversas');
    expect(MSG.chats.loadedTitle(1)).toBe('1 conversa carregada');
    expect(MSG.chats.loadedTitle(80)).toBe('80 conversas carregadas');
    expect(MSG.adminRules.listed(1)).toBe('1 instância carregada');
    expect(MSG.adminRules.listed(3)).toBe('3 instâncias carregadas');
    expect(MSG.adminPage.count(1)).toBe('1 instância');
  });
});
