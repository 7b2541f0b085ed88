import { createServer, type Server, type Socket, connect } from 'node:net';

/**
 * A TCP proxy between the server and something it depends on, that the test can cut and restore.
 * Cut: open connections are reset and new ones refused (the listener closes), as when the
 * other side restarts; restore: it listens again on the same port.
 */
export async function startTcpProxy(target: { host: string; port: number }) {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let port = 0;

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const s = createServer((client) => {
        const upstream = connect(target.port, target.host);
        sockets.add(client);
        sockets.add(upstream);
        const drop = () => {
          client.destroy();
          upstream.destroy();
          sockets.delete(client);
          sockets.delete(upstream);
        };
        client.on('error', drop).on('close', drop);
        upstream.on('error', drop).on('close', drop);
        client.pipe(upstream);
        upstream.pipe(client);
      });
      s.once('error', reject);
      s.listen(port, '127.0.0.1', () => {
        port = (s.address() as { port: number }).port;
        server = s;
        resolve();
      });
    });
  await listen();

  return {
    get port() {
      return port;
    },
    /** Resets every connection through the proxy and refuses new ones. */
    async cut() {
      const s = server;
      server = undefined;
      for (const socket of sockets) socket.resetAndDestroy();
      sockets.clear();
      if (s) await new Promise<void>((resolve) => s.close(() => resolve()));
    },
    restore: listen,
    close() {
      return this.cut();
    },
  };
}
export type TcpProxy = Awaited<ReturnType<typeof startTcpProxy>>;
