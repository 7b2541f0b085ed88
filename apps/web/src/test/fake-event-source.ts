/**
 * A stand-in for the browser's EventSource: tests make the "server" send events (`emit`), fail
 * (`fail`) and look at every instance created, in order.
 */
export class FakeEventSource extends EventTarget {
  static instances: FakeEventSource[] = [];

  static reset(): void {
    FakeEventSource.instances = [];
  }

  static get last(): FakeEventSource {
    const last = FakeEventSource.instances.at(-1);
    if (!last) throw new Error('no EventSource was created');
    return last;
  }

  readonly url: string;
  readyState = 0;
  closed = false;
  onerror: ((event: Event) => void) | null = null;
  private lastId = '';

  constructor(url: string | URL) {
    super();
    this.url = String(url);
    FakeEventSource.instances.push(this);
  }

  /** The server sends `event` with `data` (JSON-encoded) and, optionally, an id. */
  emit(event: string, data: unknown, id?: number): void {
    if (this.closed) return;
    this.readyState = 1;
    if (id !== undefined) this.lastId = String(id);
    const message = new MessageEvent(event, {
      data: JSON.stringify(data),
      lastEventId: this.lastId,
    });
    this.dispatchEvent(message);
  }

  /** The connection breaks (or the server answered 401). */
  fail(): void {
    if (this.closed) return;
    this.onerror?.(new Event('error'));
  }

  close(): void {
    this.closed = true;
    this.readyState = 2;
  }

  /** The query parameter `name` of the URL it was opened with. */
  param(name: string): string | null {
    return new URL(this.url, 'http://localhost').searchParams.get(name);
  }
}

/** The fake, typed as the real class for the code under test. */
export const fakeEventSourceClass = FakeEventSource as unknown as typeof EventSource;
