import { MSG } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

import { backupStatusLines } from './backup-status-line';

describe('the backup line in Clínica', () => {
  it('says when and how big the last backup was, a later failure, or who backs up PostgreSQL', () => {
    // Noon UTC: the 27th in the browser's zone wherever the test runs.
    const at = '2026-11-27T12:00:00.000Z';
    const [last] = backupStatusLines({
      kind: 'embedded',
      last: { at, bytes: 4_554_818 },
      failedAt: null,
    });
    expect(last).toMatch(/^Última cópia de segurança: 27\/11\/2026.* \(4,3 MB\)\.$/);
    const failed = backupStatusLines({ kind: 'embedded', last: null, failedAt: at });
    expect(failed[0]).toBe(MSG.backups.none);
    expect(failed[1]).toMatch(/^A última tentativa, em 27\/11\/2026/);
    expect(backupStatusLines({ kind: 'external', last: null, failedAt: null })).toEqual([
      MSG.backups.external,
    ]);
  });
});
