import { MSG } from '@conecta/contract';
import type { z } from 'zod';

import { AppError } from './errors.ts';

/** Parses input with a contract schema; a failure is a 400 naming each bad field in pt-BR. */
export function validate<S extends z.ZodType>(schema: S, input: unknown): z.output<S> {
  const result = schema.safeParse(input ?? {});
  if (result.success) return result.data;
  const details = result.error.issues.map((issue) => ({
    path: issue.path.join('.'),
    message:
      issue.code === 'unrecognized_keys'
        ? `Campo não permitido: ${issue.keys.join(', ')}`
        : issue.message,
  }));
  const first = details[0]?.message;
  throw new AppError(400, 'VALIDATION_ERROR', first ?? MSG.common.badRequest, details);
}
