import { afterEach, describe, expect, it, vi } from 'vitest';

import { makeTextMessage } from '@/test/chat-fixture';
import { fakeApi } from '@/test/fake-api';

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
    const refused = { success: false, message: 'Ponto de sincronização inválido.' };
    const { fetchMock } = fakeApi({
      // The first page, the refused sync, the page again.
      'GET /dashboard/messages/5511900000001': (call) =>
        call === 2 ? [400, refused] : [200, page('100-105-101', ['Oi', 'Tudo bem?'])],
    });
    const first = await listMessages('5511900000001', undefined);
    const next = await listMessages('5511900000001', first);
    const asked = fetchMock.mock.calls.map(([input]) => {
      const url = new URL(String(input), 'http://localhost');
      const since = url.searchParams.get('since');
      return since === null ? `limit=${url.searchParams.get('limit')}` : `since=${since}`;
    });
    expect(asked).toEqual(['limit=50', 'since=100-105-101', 'limit=50']);
    expect(next.messages.map((m) => m.content)).toEqual(['Oi', 'Tudo bem?']);
    expect(next.cursor).toBe('100-105-101');
  });
});
