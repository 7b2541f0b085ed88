import { describe, expect, it } from 'vitest';

import { fillTemplateBody, templateBody, templateVariables } from './template-body.ts';

describe('template bodies', () => {
  it('reads the BODY text, counts its variables by the highest number, and fills them in order', () => {
    const body = templateBody([
      { type: 'HEADER', format: 'TEXT', text: 'Lembrete' },
      { type: 'BODY', text: 'Olá {{1}}, sua consulta é {{2}}. Até {{2}}!' },
    ]);
    expect(body).toBe('Olá {{1}}, sua consulta é {{2}}. Até {{2}}!');
    expect(templateVariables(body)).toBe(2);
    expect(templateVariables('Sem variáveis')).toBe(0);
    expect(fillTemplateBody(body, ['Ana', 'amanhã'])).toBe(
      'Olá Ana, sua consulta é amanhã. Até amanhã!',
    );
  });
});
