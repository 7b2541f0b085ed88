import { describe, expect, it } from 'vitest';

import { insertMention, matchMembers, mentionAt, mentionsIn } from './mention-query';

const TEAM = [
  { userId: 'a', name: 'Ana Souza' },
  { userId: 'b', name: 'Bruno Lima' },
  { userId: 'c', name: 'Célia Bruna' },
];

describe('mentions in a note', () => {
  it("reads the '@' being typed at the caret, only at a word's start", () => {
    expect(mentionAt('Falar com @Bru', 14)).toEqual({ start: 10, query: 'Bru' });
    expect(mentionAt('@', 1)).toEqual({ start: 0, query: '' });
    expect(mentionAt('email@clinica', 13)).toBeNull();
    expect(mentionAt('@Bruno\nfeito', 12)).toBeNull();
    expect(mentionAt('sem menção', 10)).toBeNull();
  });

  it('matches a word of the name, without accents or case', () => {
    expect(matchMembers(TEAM, 'bru').map((m) => m.userId)).toEqual(['b', 'c']);
    expect(matchMembers(TEAM, 'celia').map((m) => m.userId)).toEqual(['c']);
    expect(matchMembers(TEAM, '')).toHaveLength(3);
    expect(matchMembers(TEAM, 'zé')).toEqual([]);
  });

  it('writes the name in place of what was typed and keeps only the names still in the text', () => {
    const typed = 'Ver com @bru hoje';
    const done = insertMention(typed, 12, { start: 8, query: 'bru' }, TEAM[1]!);
    expect(done).toEqual({ text: 'Ver com @Bruno Lima  hoje', caret: 20 });
    expect(mentionsIn(done.text, [TEAM[1]!, TEAM[0]!])).toEqual(['b']);
  });
});
