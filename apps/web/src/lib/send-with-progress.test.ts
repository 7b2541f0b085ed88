import { messageEndpoints } from '@conecta/contract';
import { afterEach, describe, expect, it, vi } from 'vitest';

import { stubXhr } from '@/test/fake-xhr';

import { ApiError, NetworkError, setUnauthorizedHandler } from './http';
import { sendWithProgress } from './send-with-progress';
import { STORAGE_KEYS } from './session-store';

const BODY = {
  chatId: '5511',
  phone: '5511',
  file: 'data:application/pdf;base64,JSUl',
  fileName: 'a.pdf',
};
const SENT = {
  success: true,
  message: 'ok',
  data: { id: 's1', messageId: 'wa-9', status: 'SENT' },
};

afterEach(() => {
  localStorage.clear();
  vi.unstubAllGlobals();
});

describe('sendWithProgress', () => {
  it('posts the JSON with the token, reports each new whole percent, and answers the body', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const Xhr = stubXhr();
    const seen: number[] = [];
    const answer = sendWithProgress(messageEndpoints.sendFile, { body: BODY }, (p) => seen.push(p));
    const xhr = Xhr.sent[0]!;
    expect(xhr.method).toBe('POST');
    expect(xhr.url).toBe('/dashboard/messages/send-file');
    expect(xhr.headers.Authorization).toBe('Bearer tok');
    expect(JSON.parse(xhr.body!)).toEqual(BODY);

    xhr.progress(420, 1000);
    xhr.progress(425, 1000); // still 42%: not reported again
    xhr.progress(1000, 1000);
    xhr.respond(200, SENT);
    await expect(answer).resolves.toEqual(SENT);
    expect(seen).toEqual([42, 100]);
  });

  it('throws the server’s pt-BR refusal as an ApiError, and a 401 ends the session', async () => {
    localStorage.setItem(STORAGE_KEYS.token, 'tok');
    const Xhr = stubXhr();
    const ended = vi.fn();
    const unregister = setUnauthorizedHandler(ended);
    const tooLarge = sendWithProgress(messageEndpoints.sendFile, { body: BODY }, () => {});
    Xhr.sent[0]!.respond(413, {
      success: false,
      code: 'PAYLOAD_TOO_LARGE',
      message: 'O documento passa do limite de 100 MB.',
    });
    const error = await tooLarge.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 413, message: 'O documento passa do limite de 100 MB.' });
    expect(ended).not.toHaveBeenCalled();

    const expired = sendWithProgress(messageEndpoints.sendFile, { body: BODY }, () => {});
    Xhr.sent[1]!.respond(401, {
      success: false,
      code: 'UNAUTHORIZED',
      message: 'Sessão expirada.',
    });
    await expect(expired).rejects.toBeInstanceOf(ApiError);
    expect(ended).toHaveBeenCalledTimes(1);
    unregister();
  });

  it('throws NetworkError when no answer arrives, and ApiError for an answer of the wrong shape', async () => {
    const Xhr = stubXhr();
    const lost = sendWithProgress(messageEndpoints.sendFile, { body: BODY }, () => {});
    Xhr.sent[0]!.fail();
    await expect(lost).rejects.toBeInstanceOf(NetworkError);

    const odd = sendWithProgress(messageEndpoints.sendFile, { body: BODY }, () => {});
    Xhr.sent[1]!.respond(200, { nothing: true });
    await expect(odd).rejects.toMatchObject({
      message: 'Erro interno do servidor. Tente novamente em instantes.',
    });
  });
});
