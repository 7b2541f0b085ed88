import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeTextMessage } from '@/test/chat-fixture';

import { listMessages } from './list-messages';

const page = (cursor: string, contents: string[]) => ({
  success: true,
  messages: contents.map((content, i) => makeTextMessage({ id: `m${i}`, content })),
  audios: [],
  cursor,
  older: null,
  reset: false,
});

afterEach(() => vi.unstubAllGlobals());

describe('listMessages', () => {
  it('takes the newest page again when the server refuses the position (another version of it)', async () => {
    const asked: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn(async (input: RequestInfo | URL) => {
        const url = new URL(String(input), 'http://localhost');
        const since = url.searchParams.get('since');
        asked.push(since === null ? `limit=${url.searchParams.get('limit')}` : `since=${since}`);
        if (since !== null)
          return Response.json(
            { success: false, message: 'Ponto de sincronização inválido.' },
            { status: 400 },
          );
        return Response.json(page('100-105-101', ['Oi', 'Tudo bem?']));
      }),
    );
    const first = await listMessages('5511900000001', undefined);
    const next = await listMessages('5511900000001', first);
    expect(asked).toEqual(['limit=50', 'since=100-105-101', 'limit=50']);
    expect(next.messages.map((m) => m.content)).toEqual(['Oi', 'Tudo bem?']);
    expect(next.cursor).toBe('100-105-101');
  });
});
