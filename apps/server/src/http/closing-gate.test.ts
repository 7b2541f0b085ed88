import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';

import { registerClosingGate } from './closing-gate.ts';

/** A server with the gate, one route that never answers and one that answers after `ms`. */
async function serverWithStuckRoute(graceMs: number) {
  const lines: Array<Record<string, unknown>> = [];
  const app = Fastify({
    logger: {
      level: 'error',
      stream: { write: (line: string) => void lines.push(JSON.parse(line)) },
    },
  });
  registerClosingGate(app, { graceMs });
  app.post('/stuck', () => new Promise(() => {}));
  app.get('/slow', async () => {
    await new Promise((resolve) => setTimeout(resolve, 100));
    return { ok: true };
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  return { app, lines, url: `http://127.0.0.1:${port}` };
}

describe('the closing gate', () => {
  it('lets a running request finish, then cuts one still stuck after the grace and names it', async () => {
    const { app, lines, url } = await serverWithStuckRoute(300);
    const stuck = fetch(`${url}/stuck`, { method: 'POST', body: '{}' }).then(
      () => 'answered',
      () => 'cut',
    );
    const slow = fetch(`${url}/slow`).then((r) => r.status);
    // Both are running before the close starts.
    await new Promise((resolve) => setTimeout(resolve, 50));
    const began = performance.now();
    await app.close();
    // Before: close() waited for the stuck request for ever (the test's hook timed out).
    expect(performance.now() - began).toBeLessThan(5_000);
    expect(await slow).toBe(200);
    expect(await stuck).toBe('cut');
    const said = lines.find((l) => String(l.msg).startsWith('encerramento: pedidos ainda'));
    expect(said?.requests).toEqual([expect.objectContaining({ method: 'POST', route: '/stuck' })]);
  });

  it('says nothing when every request finished within the grace', async () => {
    const { app, lines, url } = await serverWithStuckRoute(300);
    expect((await fetch(`${url}/slow`)).status).toBe(200);
    await app.close();
    await new Promise((resolve) => setTimeout(resolve, 400));
    expect(lines).toEqual([]);
  });
});
