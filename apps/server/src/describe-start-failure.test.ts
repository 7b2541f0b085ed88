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

  it('shows an unknown object whole rather than as [object Object]', () => {
    expect(describeStartFailure({ motivo: 'x' }, undefined)).toBe(
      "Falha ao iniciar: { motivo: 'x' }",
    );
  });
});
