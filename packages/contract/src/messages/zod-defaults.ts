import { ACCOUNT_MSG } from './accounts.ts';

/**
 * What a person reads when a field has no text of its own in the catalogue, in `MSG.zodDefaults`:
 * zod's messages said in pt-BR (`zod-locale.ts` picks one by the kind of failure).
 */
export const ZOD_MSG = {
  /** What a field expected, as 'era esperado {noun}' says it; `otherType` for the rest. */
  nouns: {
    string: 'um texto',
    number: 'um número',
    int: 'um número inteiro',
    boolean: 'verdadeiro ou falso',
    array: 'uma lista',
    object: 'um objeto',
    date: 'uma data',
  } as Readonly<Record<string, string>>,
  otherType: 'outro tipo de valor',
  required: 'Campo obrigatório',
  wrongType: (noun: string) => `Valor inválido: era esperado ${noun}.`,
  textTooLong: (max: string) => `Texto longo demais: no máximo ${max} caracteres.`,
  tooManyItems: (max: string) => `Itens demais: no máximo ${max}.`,
  tooHigh: (max: string) => `Valor alto demais: o máximo é ${max}.`,
  textTooShort: (min: string) => `Texto curto demais: no mínimo ${min} caracteres.`,
  tooFewItems: (min: string) => `Itens de menos: no mínimo ${min}.`,
  tooLow: (min: string) => `Valor baixo demais: o mínimo é ${min}.`,
  idInvalid: ACCOUNT_MSG.validation.userIdInvalid,
  emailInvalid: ACCOUNT_MSG.validation.emailInvalid,
  formatInvalid: 'Formato inválido.',
  optionInvalid: (options: string) => `Opção inválida: use ${options}.`,
  notMultipleOf: (divisor: string) => `Número inválido: deve ser múltiplo de ${divisor}.`,
} as const;
