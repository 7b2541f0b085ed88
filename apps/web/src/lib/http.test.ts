import { afterEach, describe, expect, it, vi } from 'vitest';

import { ApiError, NetworkError, request, setUnauthorizedHandler } from './http';
import { STORAGE_KEYS } from './session-store';

function answer(status: number, body: unknown) {
  return vi.fn(async () => new Response(JSON.stringify(body), { status }));
}

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('request', () => {
  it('sends the stored token and JSON, and returns the body', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const fetchMock = answer(200, { success: true });
    vi.stubGlobal('fetch', fetchMock);

    await expect(request('/x', { method: 'POST', body: { a: 1 } })).resolves.toEqual({
      success: true,
    });
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    const headers = init.headers as Record<string, string>;
    expect(headers.Authorization).toBe('Bearer tok');
    expect(headers['Content-Type']).toBe('application/json');
    expect(headers.Accept).toBe('application/json');
    expect(init.body).toBe('{"a":1}');
  });

  it('throws a typed ApiError from the error body', async () => {
    vi.stubGlobal(
      'fetch',
      answer(409, {
        success: false,
        message: 'Este email já está cadastrado.',
        code: 'EMAIL_TAKEN',
      }),
    );
    const error = await request('/auth/register', { auth: false }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 409, code: 'EMAIL_TAKEN' });
  });

  it('throws NetworkError when no answer arrives', async () => {
    vi.stubGlobal('fetch', vi.fn().mockRejectedValue(new TypeError('Failed to fetch')));
    await expect(request('/x')).rejects.toBeInstanceOf(NetworkError);
  });

  it('calls the unauthorized handler only for session calls', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const handler = vi.fn();
    const unregister = setUnauthorizedHandler(handler);
    const body = { success: false, message: 'x', code: 'UNAUTHORIZED' };
    vi.stubGlobal('fetch', answer(401, body));

    await request('/auth/login', { auth: false }).catch(() => undefined);
    expect(handler).not.toHaveBeenCalled();
    await request('/dashboard/tags').catch(() => undefined);
    expect(handler).toHaveBeenCalledOnce();
    unregister();
  });

  it('keeps nothing from an answer whose body was cut off (an aborted poll), so no 304 empties a chat', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-cut');
    const cut = new Response(
      new ReadableStream({
        start(controller) {
          controller.error(new DOMException('The operation was aborted.', 'AbortError'));
        },
      }),
      { status: 200, headers: { ETag: 'W/"v2"' } },
    );
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(cut)
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, messages: [1] }), {
          status: 200,
          headers: { ETag: 'W/"v2"' },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);

    await expect(request('/dashboard/messages/1', { revalidateKey: 'cut' })).rejects.toBeInstanceOf(
      NetworkError,
    );
    const next = await request('/dashboard/messages/1', { revalidateKey: 'cut' });
    const sent = (fetchMock.mock.calls[1] as unknown as [string, RequestInit])[1].headers as Record<
      string,
      string
    >;
    expect(sent['If-None-Match']).toBeUndefined();
    expect(next).toEqual({ success: true, messages: [1] });
  });

  it('sends back the last tag and answers a 304 with the kept data, per session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok-a');
    const list = { success: true, chats: [{ chatId: '1' }] };
    const fetchMock = vi
      .fn()
      .mockResolvedValueOnce(
        new Response(JSON.stringify(list), { status: 200, headers: { ETag: 'W/"v1"' } }),
      )
      .mockResolvedValueOnce(new Response(null, { status: 304, headers: { ETag: 'W/"v1"' } }))
      .mockResolvedValueOnce(
        new Response(JSON.stringify({ success: true, chats: [] }), {
          status: 200,
          headers: { ETag: 'W/"b1"' },
        }),
      );
    vi.stubGlobal('fetch', fetchMock);
    const headersOf = (i: number) =>
      (fetchMock.mock.calls[i] as unknown as [string, RequestInit])[1].headers as Record<
        string,
        string
      >;

    const first = await request('/dashboard/zapi/chats?t=1', { revalidateKey: 'lista' });
    expect(first).toEqual(list);
    expect(headersOf(0)['If-None-Match']).toBeUndefined();

    const again = await request('/dashboard/zapi/chats?t=2', { revalidateKey: 'lista' });
    expect(headersOf(1)['If-None-Match']).toBe('W/"v1"');
    expect(again).toBe(first);

    // Another session never gets this one's kept answer, nor its tag.
    localStorage.setItem(STORAGE_KEYS.token, 'tok-b');
    await request('/dashboard/zapi/chats?t=3', { revalidateKey: 'lista' });
    expect(headersOf(2)['If-None-Match']).toBeUndefined();
  });
});
