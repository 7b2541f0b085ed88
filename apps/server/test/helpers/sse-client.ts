export interface SseEvent {
  id?: string;
  event: string;
  data: Record<string, unknown>;
}

/** Reads a server-sent event stream over real HTTP and keeps every event it receives. */
export async function openStream(url: string, headers: Record<string, string> = {}) {
  const controller = new AbortController();
  const res = await fetch(url, { headers, signal: controller.signal });
  const events: SseEvent[] = [];
  let buffer = '';
  const pump = (async () => {
    if (!res.body) return;
    const decoder = new TextDecoder();
    try {
      for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
        buffer += decoder.decode(chunk, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          const e: Partial<SseEvent> & { lines: string[] } = { lines: [] };
          for (const line of block.split('\n')) {
            if (line.startsWith('id: ')) e.id = line.slice(4);
            else if (line.startsWith('event: ')) e.event = line.slice(7);
            else if (line.startsWith('data: ')) e.lines.push(line.slice(6));
          }
          if (e.event)
            events.push({
              id: e.id,
              event: e.event,
              data: JSON.parse(e.lines.join('\n')) as Record<string, unknown>,
            });
        }
      }
    } catch {
      // aborted
    }
  })();
  return {
    status: res.status,
    events,
    async waitFor(pred: (e: SseEvent) => boolean, ms = 45_000): Promise<SseEvent> {
      const deadline = Date.now() + ms;
      for (;;) {
        const found = events.find(pred);
        if (found) return found;
        if (Date.now() > deadline)
          throw new Error(`evento não chegou; recebidos: ${events.map((e) => e.event).join(', ')}`);
        await new Promise((r) => setTimeout(r, 25));
      }
    },
    async close() {
      controller.abort();
      await pump;
    },
  };
}
