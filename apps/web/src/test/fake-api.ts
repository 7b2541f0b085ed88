import { vi } from 'vitest';

/** [status, JSON body], or 'network' for a request that never gets an answer. */
export type FakeAnswer = [number, unknown] | 'network';

type Route = FakeAnswer | ((call: number, url: URL) => FakeAnswer);

/**
 * Stubs `fetch` with answers per "METHOD /path" (query ignored); a function route receives the
 * 1-based call number, to answer a sequence, and the URL, to answer by its query. The answers are plain objects read through
 * `text()`, so they work the same under fake timers. Unknown routes fail like a network error.
 */
export function fakeApi(routes: Record<string, Route>) {
  const counts = new Map<string, number>();
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const key = `${init?.method ?? 'GET'} ${url.pathname}`;
    const call = (counts.get(key) ?? 0) + 1;
    counts.set(key, call);
    const route = routes[key];
    const answer = typeof route === 'function' ? route(call, url) : route;
    if (!answer || answer === 'network') throw new TypeError(`fetch failed: ${key}`);
    const [status, body] = answer;
    const text = JSON.stringify(body);
    // A real Response, headers and all, as the browser's fetch answers.
    return new Response([204, 304].includes(status) ? null : text, { status });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { fetchMock, calls: (key: string) => counts.get(key) ?? 0 };
}

/**
 * The two routes of a settings resource as the server keeps it: GET answers `initial` until a
 * PUT succeeds, then what that PUT answered (the cache rule asks for the settings again after a
 * save, and must not read the old values back).
 */
export function savedSettings(
  path: string,
  initial: FakeAnswer,
  put: Route,
): Record<string, Route> {
  let saved: FakeAnswer | null = null;
  return {
    [`GET ${path}`]: () => saved ?? initial,
    [`PUT ${path}`]: (call, url) => {
      const answer = typeof put === 'function' ? put(call, url) : put;
      if (answer !== 'network' && answer[0] < 300) saved = answer;
      return answer;
    },
  };
}
