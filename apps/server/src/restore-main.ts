import { MSG } from '@conecta/contract';

import { restoreCommand } from './backup/restore-command.ts';

/** `npm run restore -- <file>` (start.mjs passes the arguments after the command's name). */
const args = process.argv.slice(process.argv.indexOf('restore') + 1);
restoreCommand(args, process.env, process.env.INIT_CWD ?? process.cwd()).then(
  ({ code, out }) => {
    for (const line of out) (code === 0 ? console.log : console.error)(line);
    process.exit(code);
  },
  (err: unknown) => {
    console.error(MSG.backups.cli.restoreRefused(String((err as Error).message ?? err)));
    process.exit(1);
  },
);
