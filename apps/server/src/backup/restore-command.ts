import { existsSync } from 'node:fs';
import path from 'node:path';

import { MSG } from '@conecta/contract';

import { zEnv } from '../config/env-schema.ts';
import { BackupRefused } from './backup-file.ts';
import { restoreBackup, RestoreTargetIsMount, RestoreTargetNotEmpty } from './restore-backup.ts';

const M = MSG.backups.cli;

/**
 * `npm run restore -- <file>`: the backup into DATA_DIR, which must be empty or absent, with the
 * key in BACKUP_KEY. Answers the exit code and the lines to print (pt-BR). Reads no more of the
 * configuration than it needs: the full one would make new secrets in the empty folder.
 */
export async function restoreCommand(
  args: string[],
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ code: number; out: string[] }> {
  const file = args[0];
  if (!file || args.length > 1) return { code: 2, out: [M.restoreUsage] };
  const backupFile = path.resolve(cwd, file);
  if (!existsSync(backupFile)) return { code: 1, out: [M.restoreMissing(backupFile)] };
  const raw = Object.fromEntries(
    Object.entries(env).filter(([k, v]) => (k === 'DATA_DIR' || k === 'BACKUP_KEY') && v),
  );
  const parsed = zEnv.pick({ DATA_DIR: true, BACKUP_KEY: true }).safeParse(raw);
  if (!parsed.success)
    return {
      code: 1,
      out: parsed.error.issues.map(
        (i) => `Configuração inválida: ${i.path.join('.')}: ${i.message}`,
      ),
    };
  if (!parsed.data.BACKUP_KEY) return { code: 1, out: [M.restoreNoKey] };
  const dataDir = path.resolve(cwd, parsed.data.DATA_DIR);
  try {
    const done = await restoreBackup(backupFile, parsed.data.BACKUP_KEY, dataDir);
    return {
      code: 0,
      out: [M.restoring(backupFile, dataDir), M.restored(dataDir, done.mediaFiles)],
    };
  } catch (err) {
    if (err instanceof RestoreTargetNotEmpty) return { code: 1, out: [M.restoreNotEmpty(dataDir)] };
    if (err instanceof BackupRefused) return { code: 1, out: [M.restoreRefused(err.message)] };
    if (err instanceof RestoreTargetIsMount) return { code: 1, out: [M.restoreIsMount(dataDir)] };
    // The file authenticated or was not read far enough to say: what failed is this machine's
    // disk (full, read-only, no permission), and the backup is not to be blamed.
    const code = (err as NodeJS.ErrnoException).code;
    if (typeof code === 'string' && /^E[A-Z]+$/.test(code))
      return { code: 1, out: [M.restoreDiskFailed((err as Error).message)] };
    throw err;
  }
}
