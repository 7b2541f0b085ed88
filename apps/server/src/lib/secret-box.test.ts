// @runtime: crypto (AES-256-GCM and key derivation from node:crypto).
import { describe, expect, it } from 'vitest';

import { createSecretBox } from './secret-box.ts';

describe('createSecretBox', () => {
  it('round-trips, never stores the plain text and differs on every seal', () => {
    const box = createSecretBox('s'.repeat(40));
    const a = box.seal('F1A2B3C4D5E6');
    const b = box.seal('F1A2B3C4D5E6');
    expect(a).not.toContain('F1A2B3C4D5E6');
    expect(a).not.toBe(b);
    expect(box.open(a)).toBe('F1A2B3C4D5E6');
  });

  it('refuses a tampered value or another server secret', () => {
    const box = createSecretBox('s'.repeat(40));
    const sealed = box.seal('token');
    const parts = sealed.split('.');
    parts[3] = Buffer.from('other').toString('base64url');
    expect(() => box.open(parts.join('.'))).toThrow();
    expect(() => createSecretBox('t'.repeat(40)).open(sealed)).toThrow();
  });
});
