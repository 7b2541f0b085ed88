import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable, retryTransient } from './db-errors.ts';

/** As node-postgres and PGlite raise it: a SQLSTATE code and a severity. */
const pgError = (message: string, code: string) =>
  Object.assign(new Error(message), { code, severity: 'FATAL' });
const wrapped = (cause: Error, params: unknown[] = []) =>
  new DrizzleQueryError('select 1', params, cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['shutting down', pgError('terminating connection', '57P01')],
    ['starting up', pgError('the database system is starting up', '57P03')],
    ['dropped database', pgError('database "clinica" does not exist', '3D000')],
    ['too busy', pgError('sorry, too many clients already', '53300')],
    ['disk full', pgError('could not extend file', '53100')],
    ['rotated password', pgError('password authentication failed', '28P01')],
    ['closed embedded', new Error('PGlite is closed')],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('a %s connection is unavailability, also wrapped by drizzle', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it('a query error is not, even when its parameters quote the driver', () => {
    const unique = pgError('duplicate key', '23505');
    expect(isDatabaseUnavailable(wrapped(unique, ['Connection terminated unexpectedly']))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
    expect(isDatabaseUnavailable(pgError('invalid input syntax for type uuid', '22P02'))).toBe(
      false,
    );
  });
});

describe('retryTransient', () => {
  it('runs a deadlocked statement again, and lets any other failure through at once', async () => {
    let calls = 0;
    const answer = await retryTransient(async () => {
      calls++;
      if (calls < 3) throw wrapped(pgError('deadlock detected', '40P01'));
      return 'gravado';
    });
    expect(answer).toBe('gravado');
    expect(calls).toBe(3);

    let other = 0;
    await expect(
      retryTransient(async () => {
        other++;
        throw wrapped(pgError('duplicate key', '23505'));
      }),
    ).rejects.toThrow();
    expect(other).toBe(1);

    let stuck = 0;
    await expect(
      retryTransient(async () => {
        stuck++;
        throw wrapped(pgError('could not serialize access', '40001'));
      }, 2),
    ).rejects.toThrow();
    expect(stuck).toBe(2);
  });
});
