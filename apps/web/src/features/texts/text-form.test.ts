import { describe, expect, it } from 'vitest';

import { validateText } from './text-form';

const REQUIRED = 'Título e conteúdo são obrigatórios';

describe('validateText', () => {
  it('asks for both fields with one message, marking the blank ones', () => {
    expect(validateText({ title: '', content: '' })).toEqual({
      ok: false,
      message: REQUIRED,
      fields: ['title', 'content'],
    });
    expect(validateText({ title: 'Boas-vindas', content: '   ' })).toEqual({
      ok: false,
      message: REQUIRED,
      fields: ['content'],
    });
  });

  it('sends trimmed values', () => {
    expect(validateText({ title: ' Oi ', content: ' Olá! ' })).toEqual({
      ok: true,
      body: { title: 'Oi', content: 'Olá!' },
    });
  });

  it('explains a title over 100 characters', () => {
    expect(validateText({ title: 'x'.repeat(101), content: 'a' })).toEqual({
      ok: false,
      message: 'O título deve ter no máximo 100 caracteres.',
      fields: ['title'],
    });
  });
});
