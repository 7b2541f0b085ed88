import { createServer, type RequestListener } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FileHost {
  /** Its origin: given as ZAPI_BASE_URL, so the server may fetch from a local address. */
  url: string;
  close(): Promise<void>;
}

/** The provider's media host on a free local port, answering with `handler`. */
export async function startFileHost(handler: RequestListener): Promise<FileHost> {
  const server = createServer(handler);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
