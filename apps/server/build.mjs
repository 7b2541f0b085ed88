// Builds the server into plain JavaScript for `npm start`: one ES module bundle of the server and
// the workspace packages it uses (@conecta/*, TypeScript sources), with every npm dependency left
// as an import, so native modules (argon2) and PGlite's WebAssembly load from node_modules as in
// development. The migrations go beside the bundle, where `new URL('./migrations', ...)` finds them.
import { cpSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { build } from 'esbuild';

const here = (p) => fileURLToPath(new URL(p, import.meta.url));
// Another folder may be named (`node build.mjs FOLDER`): the test of the compiled server builds
// its own copy, so it never replaces the dist/ that `npm start` runs. The folder must sit inside
// the repository, where the bundle's npm imports find node_modules.
const outdir = process.argv[2] ? path.resolve(process.argv[2]) : here('./dist');

rmSync(outdir, { recursive: true, force: true });
const result = await build({
  // The server, the command that moves local media into an object store (npm run
  // media:move-to-s3) and the backup and restore commands, each one file.
  entryPoints: {
    main: here('./src/main.ts'),
    'move-media': here('./src/move-media-main.ts'),
    backup: here('./src/backup-main.ts'),
    restore: here('./src/restore-main.ts'),
  },
  outdir,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node22.13',
  sourcemap: true,
  // Function and class names stay readable in stack traces and logs.
  keepNames: true,
  metafile: true,
  logLevel: 'warning',
  plugins: [
    {
      name: 'npm-packages-external',
      setup(b) {
        // Bare imports are npm packages, loaded at run time, except our own workspace packages.
        b.onResolve({ filter: /^[^./]/ }, (args) =>
          args.path.startsWith('@conecta/') ? undefined : { path: args.path, external: true },
        );
      },
    },
  ],
});
cpSync(here('./src/db/migrations'), path.join(outdir, 'migrations'), { recursive: true });
const bytes = Object.values(result.metafile.outputs).reduce((n, o) => n + o.bytes, 0);
console.log(
  `servidor compilado em ${path.relative(process.cwd(), outdir) || '.'}/ (main.js, move-media.js, backup.js e restore.js, ${Math.round(bytes / 1024)} KB com os mapas)`,
);
