import { MSG } from '@conecta/contract';
import type { z } from 'zod';

import { AppError } from './errors.ts';

/** The path of the first string holding a NUL, which PostgreSQL cannot store in text. */
function nulPath(value: unknown, path: string[] = []): string[] | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (value === null || typeof value !== 'object') return null;
  for (const [key, inner] of Object.entries(value)) {
    const found = nulPath(inner, [...path, key]);
    if (found) return found;
  }
  return null;
}

const keyName = (key: string) =>
  key === '' ? '(vazio)' : key.length > 40 ? `${key.slice(0, 40)}…` : key;

/** Parses input with a contract schema; a failure is a 400 naming each bad field in pt-BR. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) {
    // Checked on the parsed value, which the schema bounds, never on raw input of any depth.
    const nul = nulPath(result.data);
    if (nul) {
      throw new AppError('VALIDATION_ERROR', MSG.common.nulCharacter, [
        { path: nul.join('.'), message: MSG.common.nulCharacter },
      ]);
    }
    return result.data;
  }
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys'
        ? MSG.common.fieldNotAllowed(issue.keys.map(keyName).join(', '))
        : issue.message,
  }));
  const first = details[0]?.message;
  throw new AppError('VALIDATION_ERROR', first ?? MSG.common.badRequest, details);
}
