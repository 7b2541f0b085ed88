// `npm start` and `npm run media:move-to-s3` run the JavaScript that `npm run build` wrote to
// dist/, and nothing else: no compiler at run time, so they also start where the development
// dependencies (esbuild, Vite) are not installed. Without a build, Node would stop with an
// English ERR_MODULE_NOT_FOUND; the person is told in pt-BR what to run instead.
//
//   node --enable-source-maps start.mjs              the server (dist/main.js)
//   node --enable-source-maps start.mjs move-media   the media move (dist/move-media.js)
//   node --enable-source-maps start.mjs backup       a backup now (dist/backup.js)
//   node --enable-source-maps start.mjs restore F    a backup into an empty DATA_DIR (dist/restore.js)
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const commands = {
  main: 'npm start',
  'move-media': 'npm run media:move-to-s3',
  backup: 'npm run backup',
  restore: 'npm run restore',
};
const name = process.argv[2] ?? 'main';
const command = Object.hasOwn(commands, name) ? commands[name] : undefined;
if (!command) {
  process.stderr.write(
    `Comando desconhecido: ${name} (use main, move-media, backup ou restore).\n`,
  );
  process.exit(2);
}
const entry = new URL(`./dist/${name}.js`, import.meta.url);
if (!existsSync(fileURLToPath(entry))) {
  process.stderr.write(
    `O servidor não está compilado (falta apps/server/dist/${name}.js): ` +
      `rode npm run build antes de ${command}.\n`,
  );
  process.exit(1);
}
await import(entry.href);
