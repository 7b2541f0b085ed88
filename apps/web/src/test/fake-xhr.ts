import { vi } from 'vitest';

type Handler = (() => void) | null;

/**
 * A stand-in for XMLHttpRequest as `sendWithProgress` uses it. Each request sent is kept in
 * `FakeXhr.sent`; a test moves its upload with `progress()` and answers with `respond()` or
 * `fail()`. With `overFetch`, the answer comes from the stubbed `fetch` instead, so a test that
 * answers its calls through `fetch` answers this one the same way.
 */
export class FakeXhr {
  static sent: FakeXhr[] = [];
  static overFetch = false;

  method = '';
  url = '';
  headers: Record<string, string> = {};
  body: string | null = null;
  status = 0;
  responseText = '';
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: Handler = null;
  onerror: Handler = null;
  onabort: Handler = null;
  ontimeout: Handler = null;

  open(method: string, url: string) {
    this.method = method;
    this.url = url;
  }

  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }

  send(body: string | null) {
    this.body = body;
    FakeXhr.sent.push(this);
    if (FakeXhr.overFetch) void this.answerFromFetch();
  }

  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total } as ProgressEvent);
  }

  respond(status: number, data: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(data);
    this.onload?.();
  }

  fail() {
    this.onerror?.();
  }

  private async answerFromFetch() {
    try {
      const answer = await fetch(this.url, {
        method: this.method,
        headers: this.headers,
        body: this.body,
      });
      this.status = answer.status;
      this.responseText = await answer.text();
      this.onload?.();
    } catch {
      this.fail();
    }
  }
}

/** Stubs XMLHttpRequest with FakeXhr (undone by `vi.unstubAllGlobals`). */
export function stubXhr({ overFetch = false } = {}) {
  FakeXhr.sent = [];
  FakeXhr.overFetch = overFetch;
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return FakeXhr;
}
