import { inspect } from 'node:util';

import { describeError } from './lib/describe-error.ts';

/** What the operator needs to fix a failed start; a code they can search for, and where. */
const HINTS: Record<string, string> = {
  ENOSPC: 'o disco está cheio',
  EACCES: 'sem permissão',
  EPERM: 'operação não permitida',
  EROFS: 'o disco é somente leitura',
  EADDRINUSE: 'a porta já está em uso',
  ECONNREFUSED: 'a conexão foi recusada',
};
/** Emscripten's errno numbers, as PGlite's file system throws them (without a message). */
const WASM_ERRNO: Record<number, string> = { 2: 'EACCES', 44: 'ENOENT', 51: 'ENOSPC', 69: 'EROFS' };

/**
 * One line (or a few) saying why the start failed, whatever was thrown: PGlite throws plain
 * objects (`{ errno: 51 }` on a full disk), which used to print as "[object Object]".
 */
export function describeStartFailure(err: unknown, dataDir: string | undefined): string {
  const e = (typeof err === 'object' && err !== null ? err : {}) as {
    message?: unknown;
    code?: unknown;
    errno?: unknown;
    path?: unknown;
    stack?: unknown;
  };
  const code =
    typeof e.code === 'string'
      ? e.code
      : typeof e.errno === 'number'
        ? (WASM_ERRNO[e.errno] ?? `errno ${e.errno}`)
        : undefined;
  // A failed query's message quotes its parameters (drizzle's 'params: …'): only its statement.
  const described = describeError(err);
  const message = described.startsWith('falha no banco de dados')
    ? described
    : typeof e.message === 'string' && e.message
      ? e.message
      : err instanceof Error
        ? err.name
        : typeof err === 'object'
          ? inspect(err, { depth: 2, breakLength: Infinity })
          : String(err);
  const parts = [`Falha ao iniciar: ${message}`];
  if (code) parts.push(`(${HINTS[code] ? `${HINTS[code]}, ` : ''}${code})`);
  const where = typeof e.path === 'string' ? e.path : dataDir;
  let text = parts.join(' ');
  if (where) text += `\n  Pasta de dados: ${where}`;
  if (typeof e.stack === 'string' && process.env.LOG_LEVEL === 'debug') text += `\n${e.stack}`;
  return text;
}
