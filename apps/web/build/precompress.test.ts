// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { describe, expect, it } from 'vitest';

import { precompressDir } from './precompress';

describe('precompressDir', () => {
  it('writes .br and .gz beside each text asset over 1 KB, and leaves the rest alone', () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'cc-precompress-'));
    mkdirSync(path.join(dir, 'assets'));
    const js = 'export const texto = "Conversa não encontrada.";\n'.repeat(200);
    writeFileSync(path.join(dir, 'assets', 'app-1.js'), js);
    writeFileSync(path.join(dir, 'assets', 'tiny.css'), 'a{color:red}');
    writeFileSync(path.join(dir, 'assets', 'font.woff2'), Buffer.alloc(4096, 7));

    const written = precompressDir(dir);

    expect(written.map((w) => w.file)).toEqual([path.join('assets', 'app-1.js')]);
    const file = path.join(dir, 'assets', 'app-1.js');
    expect(brotliDecompressSync(readFileSync(`${file}.br`)).toString()).toBe(js);
    expect(gunzipSync(readFileSync(`${file}.gz`)).toString()).toBe(js);
    expect(written[0]!.br).toBeLessThan(written[0]!.raw / 10);
    expect(existsSync(path.join(dir, 'assets', 'tiny.css.br'))).toBe(false);
    expect(existsSync(path.join(dir, 'assets', 'font.woff2.br'))).toBe(false);
  });
});
