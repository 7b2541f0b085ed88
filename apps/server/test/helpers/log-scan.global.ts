import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

import { findLeaks } from './log-leaks.ts';

/**
 * Vitest global setup of the server project: every test app of this run writes its server log
 * into one folder (see test-app.ts), and at the end of the run every line of every file is
 * scanned for credentials. A leak fails the run, naming the file and the kind of secret.
 */
export default function setup() {
  const dir = mkdtempSync(path.join(tmpdir(), 'cc-test-logs-'));
  // Workers are started after global setup, so they inherit this.
  process.env.CC_TEST_LOG_DIR = dir;
  return () => {
    const files = readdirSync(dir);
    const leaks = files.flatMap((f) => findLeaks(f, readFileSync(path.join(dir, f), 'utf8')));
    if (leaks.length > 0) {
      const list = leaks
        .slice(0, 20)
        .map((l) => `  ${l.file}: ${l.what}: ${l.excerpt}`)
        .join('\n');
      // Vitest reports a teardown error but still exits 0; the exit code is what CI reads.
      process.exitCode = 1;
      throw new Error(
        `Credenciais nos logs do servidor (${leaks.length}); os logs ficam em ${dir}:\n${list}`,
      );
    }
    console.log(`Logs do servidor de ${files.length} apps de teste verificados: nenhum segredo.`);
    rmSync(dir, { recursive: true, force: true });
  };
}
