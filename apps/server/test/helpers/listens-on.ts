import { existsSync, readdirSync, readFileSync, readlinkSync } from 'node:fs';

/**
 * Whether process `pid` holds the listening socket on TCP `port`, read from Linux's /proc (its
 * socket descriptors against the kernel's table of sockets); null where there is no /proc to ask.
 * A test's server answering on its port is not proof that the answer is its own: another test
 * file's server that bound the same free port first answers too, while this one is still starting
 * and about to exit with EADDRINUSE (the 2031 pass signed in to such a stranger: 'Usuário não
 * cadastrado').
 */
export function listensOn(pid: number, port: number): boolean | null {
  if (!existsSync('/proc/net/tcp')) return null;
  const inodes = new Set<string>();
  let fds: string[];
  try {
    fds = readdirSync(`/proc/${pid}/fd`);
  } catch {
    // Gone already.
    return false;
  }
  for (const fd of fds) {
    try {
      const socket = /^socket:\[(\d+)\]$/.exec(readlinkSync(`/proc/${pid}/fd/${fd}`));
      if (socket) inodes.add(socket[1]!);
    } catch {
      // Closed between the listing and the read.
    }
  }
  const hexPort = `:${port.toString(16).toUpperCase().padStart(4, '0')}`;
  for (const table of ['/proc/net/tcp', '/proc/net/tcp6']) {
    if (!existsSync(table)) continue;
    for (const line of readFileSync(table, 'utf8').split('\n').slice(1)) {
      // sl, local ADDR:PORT, remote, state (0A is LISTEN), queues, timer, retransmits, uid,
      // timeout, inode.
      const cols = line.trim().split(/\s+/);
      if (cols[1]?.endsWith(hexPort) && cols[3] === '0A' && inodes.has(cols[9] ?? '')) return true;
    }
  }
  return false;
}
