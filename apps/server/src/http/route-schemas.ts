import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';

import { AppError } from '../lib/errors.ts';
import { validate } from '../lib/validate.ts';

/**
 * Routes declare their contract schemas to Fastify (`schema.params`, `querystring`, `body`,
 * `response`), so the API is described once: Fastify validates the input with them, the answer
 * is cut down to the response schema, and the OpenAPI document (api-docs.ts) is made from them.
 *
 * Input goes through `validate`, so a bad request answers the same pt-BR 400 it always did (the
 * error handler receives its AppError as is). Routes that need a session check it in
 * `preValidation`, which runs before this: a caller without one learns nothing about its input.
 * The answer is parsed, not just typed, so a field a service adds never leaks by accident.
 */
export function registerRouteSchemas(app: FastifyInstance): void {
  app.setValidatorCompiler<z.ZodType>(({ schema }) => (data) => {
    try {
      return { value: validate(schema, data) };
    } catch (error) {
      // Only a refusal of the input is a 400; anything else thrown while checking it is the
      // server's own failure (a 500, logged with its cause), not the caller's bad request.
      if (error instanceof AppError) return { error };
      throw error;
    }
  });
  app.setSerializerCompiler<z.ZodType>(
    ({ schema }) =>
      (data) =>
        JSON.stringify(schema.parse(data)),
  );
}

/**
 * For the few routes whose schemas are there to be described, not enforced by Fastify: the
 * webhook (an unknown secret is a 404, not a 400), the event stream (no token is a 401) and the
 * metrics (text for a scraper). Their handlers check their input themselves.
 */
export const describedOnly = {
  validatorCompiler: () => (data: unknown) => ({ value: data }),
};

/**
 * For an answer too large to parse again on every call (the board's chat list: 10,000 chats,
 * 4 MB, where parsing cost about 10% of the call): the service's return type is checked against
 * the contract at compile time instead, and the schema is there to describe it.
 */
export const typedAnswer = {
  serializerCompiler: () => (data: unknown) => JSON.stringify(data),
};
