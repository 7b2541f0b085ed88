/**
 * PGlite's dump is a tarball of its whole folder, and its folder is DATA_DIR: besides PostgreSQL's
 * files it holds ours (the lock, the secrets, the backup status, the media). Only PostgreSQL's are
 * kept: the secrets and the media travel as entries of their own, and a restored `conecta.lock`
 * would name a process of the old machine (a live pid by chance would keep the server from
 * starting), a restored `backup-key` would sit beside what it protects.
 */
const BLOCK = 512;

function isPostgresFile(path: string): boolean {
  const top = path.replace(/^\/+/, '').split('/')[0] ?? '';
  return (
    top === 'PG_VERSION' ||
    top === 'base' ||
    top === 'global' ||
    top.startsWith('pg_') ||
    top.startsWith('postgresql.') ||
    top.startsWith('postmaster.')
  );
}

function text(block: Uint8Array, start: number, length: number): string {
  const field = block.subarray(start, start + length);
  const end = field.indexOf(0);
  return Buffer.from(end === -1 ? field : field.subarray(0, end)).toString('utf8');
}

/** The ustar archive `tar` with only PostgreSQL's entries (see above). */
export function postgresFilesOnly(tar: Uint8Array): Buffer {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((b) => b === 0)) break;
    const type = String.fromCharCode(header[156] ?? 0);
    // Long names (GNU 'L', pax 'x'/'g') would need the next header read with them; PGlite writes
    // ustar with a prefix field, so one here means a changed writer: stop rather than guess.
    if (type === 'L' || type === 'K' || type === 'x' || type === 'g')
      throw new Error(`cabeçalho tar não suportado (${type}) no banco copiado`);
    const prefix = text(header, 345, 155);
    const name = text(header, 0, 100);
    const path = prefix ? `${prefix}/${name}` : name;
    const size = Number.parseInt(text(header, 124, 12).trim() || '0', 8);
    if (!Number.isFinite(size) || size < 0) throw new Error('tamanho inválido no tar do banco');
    const length = BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    if (isPostgresFile(path)) kept.push(tar.subarray(at, at + length));
    at += length;
  }
  kept.push(new Uint8Array(BLOCK * 2));
  return Buffer.concat(kept);
}
