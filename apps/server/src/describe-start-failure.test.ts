// @runtime: start-up (the error codes and messages Node gives for a port, a folder or a module).
import { describe, expect, it } from 'vitest';

import { describeStartFailure } from './describe-start-failure.ts';

describe('describeStartFailure', () => {
  it('names the cause and the folder of what PGlite throws on a full disk, a plain object', () => {
    const text = describeStartFailure({ errno: 51 }, '/srv/dados');
    expect(text).not.toContain('[object Object]');
    expect(text).toContain('o disco está cheio, ENOSPC');
    expect(text).toContain('Pasta de dados: /srv/dados');
  });

  it('keeps a Node error’s message, code and path', () => {
    const err = Object.assign(new Error('ENOSPC: no space left on device, write'), {
      code: 'ENOSPC',
      path: '/srv/dados/pgdata/base/1',
    });
    expect(describeStartFailure(err, '/srv/dados')).toBe(
      'Falha ao iniciar: ENOSPC: no space left on device, write (o disco está cheio, ENOSPC)\n' +
        '  Pasta de dados: /srv/dados/pgdata/base/1',
    );
  });

  it('names a failed query by its statement, never by the parameters its message quotes', () => {
    // As drizzle wraps a query that failed: its message ends with the values it carried.
    const err = Object.assign(
      new Error(
        'Failed query: select id from web_instances where webhook_secret = $1\nparams: segredo-do-webhook',
      ),
      {
        query: 'select id from web_instances where webhook_secret = $1',
        params: ['segredo-do-webhook'],
      },
    );
    const text = describeStartFailure(err, '/srv/dados');
    expect(text).not.toContain('segredo-do-webhook');
    expect(text).not.toContain('params');
    expect(text).toContain(
      'Falha ao iniciar: falha no banco de dados em "select id from web_instances',
    );
  });

  it('shows an unknown object whole rather than as [object Object]', () => {
    expect(describeStartFailure({ motivo: 'x' }, undefined)).toBe(
      "Falha ao iniciar: { motivo: 'x' }",
    );
  });
});
