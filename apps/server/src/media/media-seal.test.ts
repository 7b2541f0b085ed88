// @runtime: crypto and streams (media sealed while it streams).
import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';

import { describe, expect, it } from 'vitest';

import { sealedLength, sealStream, unsealStream } from './media-seal.ts';

const key = randomBytes(32);
const seal = (plain: Buffer, version = 3) =>
  buffer(Readable.from(split(plain)).pipe(sealStream(key, version)));
const unseal = (sealed: Buffer, k = key) =>
  buffer(Readable.from(split(sealed)).pipe(unsealStream(async () => k)));
// Uneven pieces, as a disk or a socket hands them over.
function split(b: Buffer): Buffer[] {
  const parts: Buffer[] = [];
  for (let at = 0, n = 1; at < b.length; at += n, n = (n * 7 + 3) % 50_000)
    parts.push(b.subarray(at, at + n));
  return parts;
}

describe('media sealed at rest', () => {
  it.each([0, 1, 65_535, 65_536, 65_537, 3 * 65_536, 200_001])(
    'opens %i bytes back as they were, at the length announced',
    async (size) => {
      const plain = randomBytes(size);
      const sealed = await seal(plain);
      expect(sealed.length).toBe(sealedLength(size));
      // Any 32 bytes of the file are nowhere in what is stored (shorter runs occur by chance).
      if (size >= 32) expect(sealed.includes(plain.subarray(0, 32))).toBe(false);
      expect((await unseal(sealed)).equals(plain)).toBe(true);
    },
  );

  it('names the key version it was sealed with', async () => {
    const asked: number[] = [];
    const sealed = await seal(Buffer.from('oi'), 7);
    await buffer(
      Readable.from([sealed]).pipe(
        unsealStream(async (v) => {
          asked.push(v);
          return key;
        }),
      ),
    );
    expect(asked).toEqual([7]);
  });

  it('refuses a changed byte, a cut file, a missing chunk and another key', async () => {
    const plain = randomBytes(150_000);
    const sealed = await seal(plain);
    const changed = Buffer.from(sealed);
    changed[100_000] = changed[100_000]! ^ 1;
    await expect(unseal(changed)).rejects.toThrow(/alterado/);
    // Cut exactly after the first chunk: the last one is missing, and a middle one is no last.
    await expect(unseal(sealed.subarray(0, 24 + 65_536 + 16))).rejects.toThrow();
    const withoutSecond = Buffer.concat([
      sealed.subarray(0, 24 + 65_552),
      sealed.subarray(24 + 2 * 65_552),
    ]);
    await expect(unseal(withoutSecond)).rejects.toThrow(/alterado/);
    await expect(unseal(sealed, randomBytes(32))).rejects.toThrow(/alterado/);
    await expect(unseal(Buffer.from('texto puro de um arquivo antigo'))).rejects.toThrow(/selo/);
  });
});
