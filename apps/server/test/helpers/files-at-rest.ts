import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

/** Every file under `dir` (recursively), as bytes: what a stolen disk would hold. */
export function filesUnder(dir: string): Array<{ file: string; bytes: Buffer }> {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name))
    .map((file) => ({ file, bytes: readFileSync(file) }));
}

/** The files under `dir` holding any 32-byte stretch of `plain` (none, when sealed). */
export function filesHolding(dir: string, plain: Buffer): string[] {
  const probes: Buffer[] = [];
  for (let at = 0; at + 32 <= plain.length; at += 32) probes.push(plain.subarray(at, at + 32));
  if (probes.length === 0) probes.push(plain);
  return filesUnder(dir)
    .filter(({ bytes }) => probes.some((p) => bytes.includes(p)))
    .map(({ file }) => file);
}
