import { DrizzleQueryError } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';

import { isDatabaseUnavailable } from './db-errors.ts';

const wrapped = (cause: Error, params: unknown[] = []) =>
  new DrizzleQueryError('select 1', params, cause);

describe('isDatabaseUnavailable', () => {
  it.each([
    ['refused', Object.assign(new Error('connect ECONNREFUSED'), { code: 'ECONNREFUSED' })],
    ['shutting down', Object.assign(new Error('terminating connection'), { code: '57P01' })],
    [
      'starting up',
      Object.assign(new Error('the database system is starting up'), { code: '57P03' }),
    ],
    ['dropped mid-query', new Error('Connection terminated unexpectedly')],
    ['pool timeout', new Error('timeout exceeded when trying to connect')],
  ])('a %s connection is unavailability, also wrapped by drizzle', (_name, err) => {
    expect(isDatabaseUnavailable(err)).toBe(true);
    expect(isDatabaseUnavailable(wrapped(err))).toBe(true);
  });

  it('a query error is not, even when its parameters quote the driver', () => {
    const unique = Object.assign(new Error('duplicate key'), { code: '23505' });
    expect(isDatabaseUnavailable(wrapped(unique, ['Connection terminated unexpectedly']))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new Error('boom'))).toBe(false);
  });
});
