import { describe, expect, it } from 'vitest';

import { chatKeyOn, nextChatKeySuffix, providerIdOf } from './chat-keys.ts';

describe("a chat's key on a clinic's number", () => {
  it("is the provider's id on the main number, and that id with the suffix on the others", () => {
    expect(chatKeyOn(null, '5511977774810')).toBe('5511977774810');
    expect(chatKeyOn(':n2', '5511977774810')).toBe('5511977774810:n2');
    expect(chatKeyOn(':n3', 'BR.1502576394655843')).toBe('BR.1502576394655843:n3');
  });

  it("gives back the provider's id, whatever the number", () => {
    expect(providerIdOf('5511977774810:n2')).toBe('5511977774810');
    expect(providerIdOf('BR.1502576394655843:n12')).toBe('BR.1502576394655843');
    expect(providerIdOf('120363000000000001-group')).toBe('120363000000000001-group');
    expect(providerIdOf('5511977774810')).toBe('5511977774810');
  });

  it('makes the first number main, then takes the first free suffix', () => {
    expect(nextChatKeySuffix([])).toBeNull();
    expect(nextChatKeySuffix([null])).toBe(':n2');
    expect(nextChatKeySuffix([null, ':n2', ':n4'])).toBe(':n3');
    // The main number was removed: the next one added is the clinic's main again.
    expect(nextChatKeySuffix([':n2'])).toBeNull();
  });
});
