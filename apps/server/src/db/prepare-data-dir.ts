import {
  chmodSync,
  closeSync,
  lstatSync,
  mkdirSync,
  openSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeSync,
} from 'node:fs';
import path from 'node:path';

import { ConfigError } from '../config.ts';

const LOCK_FILE = 'conecta.lock';

/**
 * The data folder holds patients' messages (the embedded database, its WAL, media) and the JWT
 * secret: the owner's only, whatever it was before and whatever the umask of whoever started us.
 * The folder's 0700 is what keeps others out: PGlite creates its files 0666 whatever the umask
 * (its file system sets the mode itself). Files we create are private too (umask 077), and what a
 * copy or restore left open is closed again at every start.
 */
export function protectDataDir(dataDir: string): void {
  process.umask(0o077);
  try {
    mkdirSync(dataDir, { recursive: true, mode: 0o700 });
    chmodSync(dataDir, 0o700);
    for (const rel of readdirSync(dataDir, { recursive: true, encoding: 'utf8' })) {
      const file = path.join(dataDir, rel);
      const stat = lstatSync(file);
      if (!stat.isSymbolicLink() && (stat.mode & 0o077) !== 0) chmodSync(file, stat.mode & 0o700);
    }
  } catch (err) {
    throw new ConfigError(
      `Não foi possível proteger a pasta de dados ${dataDir} (${(err as NodeJS.ErrnoException).code ?? String(err)}). ` +
        `Ela guarda as conversas dos pacientes e só pode ser lida pelo usuário do servidor: ` +
        `rode o servidor como dono da pasta, ou corrija com: chmod 700 '${dataDir}'`,
    );
  }
}

/**
 * PGlite is one process's database: a second process on the same folder would keep its own copy
 * and lose the other's writes at restart. The first takes the folder; a second refuses to start.
 * A lock left by a process that died (kill -9, a crash) names a pid that is gone, and is taken over.
 * Answers a function that lets the folder go (also run at exit).
 */
export function lockDataDir(dataDir: string): () => void {
  const file = path.join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(file, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      const release = () => rmSync(file, { force: true });
      process.once('exit', release);
      return release;
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const holder = Number.parseInt(readLock(file), 10);
    if (Number.isInteger(holder) && holder !== process.pid && isAlive(holder)) {
      throw new ConfigError(
        `A pasta de dados ${dataDir} já está em uso pelo processo ${holder}. O banco embutido ` +
          `(PGlite) aceita um processo só: pare o outro, use outra DATA_DIR, ou use PostgreSQL ` +
          `(DATABASE_URL) para rodar vários processos.`,
      );
    }
    // Left by a process that is gone: take it over (once; a rival that wins the race holds it).
    rmSync(file, { force: true });
  }
  throw new ConfigError(`A pasta de dados ${dataDir} foi tomada por outro processo ao iniciar.`);
}

/** The live process that holds the data folder (a running server), if any. */
export function dataDirHolder(dataDir: string): number | undefined {
  const holder = Number.parseInt(readLock(path.join(dataDir, LOCK_FILE)), 10);
  return Number.isInteger(holder) && holder !== process.pid && isAlive(holder) ? holder : undefined;
}

function readLock(file: string): string {
  try {
    return readFileSync(file, 'utf8').trim();
  } catch {
    return '';
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    // EPERM: alive, but another user's.
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
}
