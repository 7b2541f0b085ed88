import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

const ptLocale = pt();

const NOUNS: Record<string, string> = {
  string: 'um texto',
  number: 'um número',
  int: 'um número inteiro',
  boolean: 'verdadeiro ou falso',
  array: 'uma lista',
  object: 'um objeto',
  date: 'uma data',
};
const noun = (type: string) => NOUNS[type] ?? 'outro tipo de valor';

/**
 * The messages a person reads when a field has no text of its own in the catalogue, in pt-BR
 * (zod ships European Portuguese: "Demasiado grande", "vetor"). Codes not covered here fall back
 * to zod's Portuguese.
 */
const ptBr: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return 'Campo obrigatório';
      return `Valor inválido: era esperado ${noun(issue.expected)}.`;
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return `Texto longo demais: no máximo ${max} caracteres.`;
      if (issue.origin === 'array') return `Itens demais: no máximo ${max}.`;
      return `Valor alto demais: o máximo é ${max}.`;
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') {
        return min === '1'
          ? 'Campo obrigatório'
          : `Texto curto demais: no mínimo ${min} caracteres.`;
      }
      if (issue.origin === 'array') return `Itens de menos: no mínimo ${min}.`;
      return `Valor baixo demais: o mínimo é ${min}.`;
    }
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return 'Identificador inválido.';
      if (issue.format === 'email') return 'E-mail inválido';
      return 'Formato inválido.';
    case 'invalid_value':
      return `Opção inválida: use ${issue.values.map((v) => String(v)).join(' ou ')}.`;
    case 'not_multiple_of':
      return `Número inválido: deve ser múltiplo de ${String(issue.divisor)}.`;
    default:
      return ptLocale.localeError?.(issue);
  }
};

// Messages the catalogue does not override (wrong types, unknown keys) still reach a person, so
// they are pt-BR on both sides too.
z.config({ localeError: ptBr });

// In a browser the server's Content-Security-Policy forbids eval, and zod probes `new Function`
// when a schema is built (the browser reports it as a CSP violation even though zod catches it).
// Set here, before any schema of the contract exists, whatever order the bundler evaluates its
// chunks in; the server keeps zod's faster compiled parsers.
if ('document' in globalThis) z.config({ jitless: true });
