import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

import type { Plugin } from 'vite';

/** Text files worth compressing; fonts (woff2), images and audio are compressed already. */
const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map|webmanifest)$/;
/** Below this, a compressed copy saves less than it costs to look for. */
const MIN_BYTES = 1024;

/**
 * Writes `name.br` and `name.gz` beside every compressible file of `dir` over 1 KB, at the highest
 * levels (done once per build, so the slow best compression costs nothing at run time). The
 * server sends the one the browser accepts. Answers what it wrote, for the build's log.
 */
export function precompressDir(
  dir: string,
): Array<{ file: string; raw: number; br: number; gz: number }> {
  const written: Array<{ file: string; raw: number; br: number; gz: number }> = [];
  for (const rel of readdirSync(dir, { recursive: true, encoding: 'utf8' })) {
    const file = path.join(dir, rel);
    if (!COMPRESSIBLE.test(file) || !statSync(file).isFile()) continue;
    const raw = readFileSync(file);
    if (raw.length < MIN_BYTES) continue;
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: 9 });
    writeFileSync(`${file}.br`, br);
    writeFileSync(`${file}.gz`, gz);
    written.push({ file: rel, raw: raw.length, br: br.length, gz: gz.length });
  }
  return written;
}

/** The Vite plugin: compresses the finished build. */
export function precompress(): Plugin {
  let outDir = 'dist';
  return {
    name: 'conecta-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle() {
      const files = precompressDir(outDir);
      const kb = (n: number) => Math.round(n / 1024);
      const raw = files.reduce((n, f) => n + f.raw, 0);
      const br = files.reduce((n, f) => n + f.br, 0);
      this.info?.(
        `${files.length} arquivos pré-comprimidos: ${kb(raw)} KB -> ${kb(br)} KB (brotli)`,
      );
    },
  };
}
