import { existsSync, mkdirSync, mkdtempSync, statSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { describe, expect, it } from 'vitest';

import { mediaWorkDir } from '../src/media/media-store.ts';
import { createTestApp } from './helpers/test-app.ts';
import { waitFor } from './helpers/wait-for.ts';

/**
 * A download is written in plain bytes to the work folder until it is sealed. One left
 * by a process killed mid-way (kill -9) is removed when a server starts; one another live process
 * may still be writing (touched lately) is left alone.
 */
describe('the downloads work folder', () => {
  it('loses what a killed process left, at start', async () => {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'cc-sweep-'));
    const work = mediaWorkDir(dataDir);
    mkdirSync(work, { recursive: true });
    const left = path.join(work, 'de-um-processo-morto');
    const fresh = path.join(work, 'de-outro-processo-vivo');
    // The probe a process killed mid-sweep left (written a moment ago), and one an earlier
    // version named per sweep, which no sweep removed.
    const probe = path.join(work, '.agora');
    const oldProbe = path.join(work, '.agora-5b0c1f3e-0000-4000-8000-000000000000');
    writeFileSync(left, 'ID3 voz do paciente');
    writeFileSync(fresh, 'ID3 outra voz');
    writeFileSync(probe, '');
    writeFileSync(oldProbe, '');
    // An hour before the disk's own now (the time it gave the file just written).
    const hourAgo = (statSync(fresh).mtimeMs - 3_600_000) / 1000;
    utimesSync(left, hourAgo, hourAgo);
    utimesSync(oldProbe, hourAgo, hourAgo);
    const t = await createTestApp({ DATA_DIR: dataDir });
    try {
      await waitFor(
        async () => [left, probe, oldProbe].some((f) => existsSync(f)),
        (there) => !there,
      );
      expect(existsSync(fresh)).toBe(true);
    } finally {
      await t.close();
    }
  });
});
