import { crc32, inflateRawSync } from 'node:zlib';

export interface ZipFile {
  name: string;
  bytes: Buffer;
}

/**
 * Reads a whole ZIP as an archive tool does: from the central directory at its end, each entry's
 * local header, its data inflated when deflated, and its CRC-32 checked.
 */
export function readZip(zip: Buffer): ZipFile[] {
  const end = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (end < 0) throw new Error('sem diretório central: não é um ZIP');
  const count = zip.readUInt16LE(end + 10);
  let at = zip.readUInt32LE(end + 16);
  const files: ZipFile[] = [];
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error('entrada do diretório inválida');
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const compressed = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const extra = zip.readUInt16LE(at + 30);
    const comment = zip.readUInt16LE(at + 32);
    const local = zip.readUInt32LE(at + 42);
    const name = zip.subarray(at + 46, at + 46 + nameLength).toString('utf8');
    if (zip.readUInt32LE(local) !== 0x04034b50)
      throw new Error(`cabeçalho local inválido: ${name}`);
    const dataStart = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const raw = zip.subarray(dataStart, dataStart + compressed);
    const bytes = method === 8 ? inflateRawSync(raw) : Buffer.from(raw);
    if (bytes.length !== size) throw new Error(`tamanho errado: ${name}`);
    if (crc32(bytes) >>> 0 !== crc) throw new Error(`CRC errado: ${name}`);
    files.push({ name, bytes });
    at += 46 + nameLength + extra + comment;
  }
  return files;
}
