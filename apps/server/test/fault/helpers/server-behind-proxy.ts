import { type ServerProcess, startServerProcess } from '../../helpers/server-process.ts';
import type { FaultDatabase } from './fault-database.ts';
import { startTcpProxy, type TcpProxy } from './tcp-proxy.ts';

/**
 * A server process that reaches the fault database's PostgreSQL through a TCP proxy the test can
 * cut and restore, as a network failure between them would.
 */
export async function startServerBehindProxy(
  fault: FaultDatabase,
): Promise<{ proxy: TcpProxy; server: ServerProcess }> {
  const direct = new URL(fault.url!);
  const proxy = await startTcpProxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  const viaProxy = new URL(direct);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const server = await startServerProcess(fault.env({ databaseUrl: viaProxy.toString() }));
  return { proxy, server };
}
