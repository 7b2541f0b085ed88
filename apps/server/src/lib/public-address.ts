import { lookup } from 'node:dns/promises';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/**
 * Addresses a fetch on a patient's behalf must never reach: this machine, private networks,
 * link-local, shared and reserved ranges (IPv4 and IPv6). A webhook names the media URL, so
 * without this check anyone who can send a webhook could read the server's own network.
 */
const blocked = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  blocked.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001:db8::', 32],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  blocked.addSubnet(net, bits, 'ipv6');

/** Whether `address` (an IP literal) is one the public internet could have. */
export function isPublicAddress(address: string): boolean {
  const plain = address.replace(/^\[|\]$/g, '');
  // An IPv4 address written as IPv6 (::ffff:127.0.0.1) is that IPv4 address.
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(plain);
  if (mapped) return isPublicAddress(mapped[1]!);
  const version = isIP(plain);
  if (version === 0) return false;
  return !blocked.check(plain, version === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Resolves `url`'s host and checks every address it has; answers a `lookup` for the request that
 * connects to the very address checked (no second DNS answer can rebind it to this machine), or
 * null when any address is not public (a failed lookup throws). For every fetch to a URL someone outside named: media
 * links from webhooks (fetch-to-file.ts), push endpoints (push-sender.ts).
 */
export async function publicAddressLookup(url: URL): Promise<LookupFunction | null> {
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const addresses = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true });
  if (addresses.length === 0 || !addresses.every((a) => isPublicAddress(a.address))) return null;
  const { address, family } = addresses[0]!;
  return (_hostname, options, callback) => {
    if ((options as { all?: boolean }).all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}
