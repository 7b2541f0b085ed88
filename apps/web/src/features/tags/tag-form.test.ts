import { TAG_COLORS } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { canSubmitTag, validateTag } from './tag-form';

const TAGS = [{ id: 't1', name: 'Retorno', color: '#10B981' }];
const draft = (name: string, color: string = TAG_COLORS[0]) => ({ name, color });

describe('canSubmitTag', () => {
  it('is false while the name is blank or shorter than 2 characters', () => {
    expect(canSubmitTag('')).toBe(false);
    expect(canSubmitTag('   ')).toBe(false);
    expect(canSubmitTag(' a ')).toBe(false);
    expect(canSubmitTag('ab')).toBe(true);
  });
});

describe('validateTag', () => {
  it('gives the spec toasts for a blank, short or long name', () => {
    expect(validateTag(draft('  '), TAGS, null)).toEqual({
      ok: false,
      toast: {
        variant: 'destructive',
        title: 'Nome obrigatório',
        description: 'Digite um nome para a etiqueta.',
      },
    });
    expect(validateTag(draft('a'), TAGS, null)).toMatchObject({
      toast: {
        title: 'Nome muito curto',
        description: 'O nome da etiqueta deve ter no mínimo 2 caracteres.',
      },
    });
    expect(validateTag(draft('x'.repeat(51)), TAGS, null)).toMatchObject({
      toast: {
        title: 'Nome muito longo',
        description: 'O nome da etiqueta deve ter no máximo 50 caracteres.',
      },
    });
  });

  it('refuses a duplicate name on create, ignoring case and spaces', () => {
    expect(validateTag(draft('  rEtOrNo '), TAGS, null)).toEqual({
      ok: false,
      toast: {
        variant: 'destructive',
        title: 'Etiqueta já existe',
        description: 'Já existe uma etiqueta com esse nome.',
      },
    });
  });

  it('lets an edited tag keep its own name, and sends a trimmed, upper-case body', () => {
    expect(validateTag(draft(' Retorno ', '#8b5cf6'), TAGS, 't1')).toEqual({
      ok: true,
      body: { name: 'Retorno', color: '#8B5CF6' },
    });
  });
});
