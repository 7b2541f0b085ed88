import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';

import type { Plugin } from 'vite';

/** Files from public/ the shell needs offline (the bundle lists only what Vite built). */
const PUBLIC_SHELL = ['/index.html', '/manifest.webmanifest', '/favicon.svg', '/icon-192.png'];

/**
 * Emits `sw.js`: build/service-worker.js with the build's file list (SHELL, precached on install)
 * and a VERSION made from those hashed names and the worker's own text, so every deploy that
 * changes the app changes the worker byte for byte, which is how browsers notice an update.
 */
export function serviceWorker(): Plugin {
  const source = readFileSync(new URL('./service-worker.js', import.meta.url), 'utf8');
  return {
    name: 'conecta-service-worker',
    apply: 'build',
    generateBundle(_options, bundle) {
      const built = Object.keys(bundle)
        .filter((name) => !name.endsWith('.map') && !name.endsWith('.html'))
        .map((name) => `/${name}`)
        .sort();
      const shell = [...PUBLIC_SHELL, ...built];
      const version = createHash('sha256')
        .update(JSON.stringify(shell))
        .update(source)
        .digest('hex')
        .slice(0, 16);
      this.emitFile({
        type: 'asset',
        fileName: 'sw.js',
        source:
          `const VERSION = ${JSON.stringify(version)};\n` +
          `const SHELL = ${JSON.stringify(shell)};\n${source}`,
      });
    },
  };
}
