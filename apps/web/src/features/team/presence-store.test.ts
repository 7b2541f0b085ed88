import { describe, expect, it } from 'vitest';

import { createPresenceStore } from './presence-store';

const ana = { chatId: 'c1', userId: 'ana', name: 'Ana' };

describe('presence store', () => {
  it('shows who is in a chat, typing first, never oneself, until they leave', () => {
    const store = createPresenceStore();
    store.note({ ...ana, state: 'viewing' }, 1000);
    store.note({ chatId: 'c1', userId: 'bruno', name: 'Bruno', state: 'typing' }, 1000);
    expect(store.marks('c1', 'me', 2000)).toEqual([
      { userId: 'bruno', name: 'Bruno', state: 'typing' },
      { userId: 'ana', name: 'Ana', state: 'viewing' },
    ]);
    expect(store.marks('c1', 'ana', 2000).map((m) => m.userId)).toEqual(['bruno']);
    store.note({ ...ana, state: 'left' }, 3000);
    expect(store.marks('c1', 'me', 3000).map((m) => m.userId)).toEqual(['bruno']);
    expect(store.marks('c2', 'me', 3000)).toEqual([]);
  });

  it('lets typing fade to viewing after 6 s, and a silent window go after 45 s', () => {
    const store = createPresenceStore();
    store.note({ ...ana, state: 'typing' }, 0);
    expect(store.marks('c1', 'me', 6_000)[0]!.state).toBe('typing');
    expect(store.marks('c1', 'me', 6_001)[0]!.state).toBe('viewing');
    expect(store.marks('c1', 'me', 45_001)).toEqual([]);
  });
});
