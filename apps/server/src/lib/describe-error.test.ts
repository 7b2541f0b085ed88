import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { describeError, serializeError } from './describe-error.ts';

const SECRET = 'wh_7f3a9c2e1b8d4f6a0c5e';
const PATIENT = 'Estou com dor no peito desde ontem';

const failed = (cause: Error) =>
  new DrizzleQueryError(
    `insert into "messages" ("content", "status") values ($1, 'RECEIVED')`,
    [PATIENT, SECRET],
    cause,
  );
const pgError = (message: string, code: string) =>
  Object.assign(new Error(message), { code, severity: 'ERROR' });

describe('describeError', () => {
  it('names a failed query by code and statement, never by its parameters or the database’s text', () => {
    const err = failed(pgError(`invalid input syntax for type uuid: "${SECRET}"`, '22P02'));
    const line = describeError(err);
    expect(line).toBe(
      'falha no banco de dados (código 22P02) em "insert into "messages" ("content", "status") values ($1, ?)"',
    );
    const logged = JSON.stringify(serializeError(err));
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(PATIENT);
    expect(logged).not.toContain('params');
  });

  it('keeps the driver’s words for a lost connection, which carry no data', () => {
    expect(describeError(failed(new Error('Connection terminated unexpectedly')))).toMatch(
      /: Connection terminated unexpectedly$/,
    );
  });

  it('leaves any other error’s message as it is', () => {
    expect(describeError(new Error('HTTP 503'))).toBe('HTTP 503');
    expect(describeError('texto')).toBe('texto');
    expect(serializeError(new TypeError('x'))).toMatchObject({ type: 'TypeError', message: 'x' });
  });
});
