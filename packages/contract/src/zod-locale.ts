import { z } from 'zod';
import pt from 'zod/v4/locales/pt.js';

import { ZOD_MSG } from './messages/zod-defaults.ts';

const ptLocale = pt();

const M = ZOD_MSG;
const noun = (type: string) => M.nouns[type] ?? M.otherType;

/**
 * The messages a person reads when a field has no text of its own in the catalogue, in pt-BR
 * (zod ships European Portuguese: "Demasiado grande", "vetor"). Codes not covered here fall back
 * to zod's Portuguese.
 */
const ptBr: z.core.$ZodErrorMap = (issue) => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined) return M.required;
      return M.wrongType(noun(issue.expected));
    case 'too_big': {
      const max = String(issue.maximum);
      if (issue.origin === 'string') return M.textTooLong(max);
      if (issue.origin === 'array') return M.tooManyItems(max);
      return M.tooHigh(max);
    }
    case 'too_small': {
      const min = String(issue.minimum);
      if (issue.origin === 'string') {
        return min === '1' ? M.required : M.textTooShort(min);
      }
      if (issue.origin === 'array') return M.tooFewItems(min);
      return M.tooLow(min);
    }
    case 'invalid_format':
      if (issue.format === 'uuid' || issue.format === 'guid') return M.idInvalid;
      if (issue.format === 'email') return M.emailInvalid;
      return M.formatInvalid;
    case 'invalid_value':
      return M.optionInvalid(issue.values.map((v) => String(v)).join(' ou '));
    case 'not_multiple_of':
      return M.notMultipleOf(String(issue.divisor));
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
