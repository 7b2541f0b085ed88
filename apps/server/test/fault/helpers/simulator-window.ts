import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

import type { Simulator } from '@conecta/zapi-simulator';

/**
 * The simulator seen through an HTTP server the test controls: it counts the provider calls under
 * way, can go down (listener closed, open connections destroyed: what the server sees in a
 * provider outage) and come back on the same port, and can lose its answers (the simulator
 * handles the request, then the connection drops before the answer is written). The simulator's
 * state, send log and outgoing webhooks carry on meanwhile, as a provider's would.
 */
export async function openSimulatorWindow(sim: Simulator) {
  let inFlight = 0;
  let dropAnswers = false;
  let server: Server | undefined;
  let port = 0;
  const start = async () => {
    const s = createServer((req, res) => {
      inFlight++;
      res.on('close', () => inFlight--);
      if (dropAnswers) {
        const drop = () => {
          req.socket.destroy();
          return res;
        };
        res.writeHead = drop as typeof res.writeHead;
        res.end = drop as typeof res.end;
      }
      sim.handler(req, res);
    });
    await new Promise<void>((resolve) => s.listen(port, '127.0.0.1', resolve));
    port = (s.address() as AddressInfo).port;
    server = s;
  };
  await start();
  return {
    url: `http://127.0.0.1:${port}`,
    inFlight: () => inFlight,
    dropAnswers(on: boolean) {
      dropAnswers = on;
    },
    start,
    async stop() {
      const s = server;
      server = undefined;
      if (!s) return;
      await new Promise<void>((resolve) => {
        s.close(() => resolve());
        s.closeAllConnections();
      });
    },
  };
}
export type SimulatorWindow = Awaited<ReturnType<typeof openSimulatorWindow>>;
