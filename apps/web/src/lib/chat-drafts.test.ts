import { afterEach, describe, expect, it } from 'vitest';

import { DRAFT_MAX_AGE_MS, readDraft, writeDraft } from './chat-drafts';

afterEach(() => localStorage.clear());

describe('chat drafts', () => {
  it('keeps a draft per member and per chat, and forgets one left only with spaces', () => {
    writeDraft('u1', 'c1', 'Bom dia');
    writeDraft('u1', 'c2', 'Boa tarde');
    writeDraft('u2', 'c1', 'Olá');
    expect(readDraft('u1', 'c1')).toBe('Bom dia');
    expect(readDraft('u1', 'c2')).toBe('Boa tarde');
    expect(readDraft('u2', 'c1')).toBe('Olá');
    writeDraft('u1', 'c1', '   ');
    expect(readDraft('u1', 'c1')).toBe('');
    expect(readDraft('u1', 'c2')).toBe('Boa tarde');
  });

  it('drops a draft untouched for more than a week, and starts empty from a damaged value', () => {
    const now = Date.now();
    writeDraft('u1', 'c1', 'antigo', now - DRAFT_MAX_AGE_MS - 1);
    writeDraft('u1', 'c2', 'recente', now - DRAFT_MAX_AGE_MS + 60_000);
    expect(readDraft('u1', 'c1', now)).toBe('');
    expect(readDraft('u1', 'c2', now)).toBe('recente');
    localStorage.setItem('chatDrafts:u1', '{não é json');
    expect(readDraft('u1', 'c2', now)).toBe('');
    writeDraft('u1', 'c3', 'de novo', now);
    expect(readDraft('u1', 'c3', now)).toBe('de novo');
  });

  it('the member signing out leaves her drafts for when she comes back, away from the session keys', () => {
    writeDraft('u1', 'c1', 'Até amanhã');
    expect(Object.keys(localStorage)).toEqual(['chatDrafts:u1']);
  });
});
