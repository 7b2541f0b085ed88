/** Where push endpoints may point (config.pushServices). */
export interface PushServices {
  /** The push services' hosts: `fcm.googleapis.com`, or `*.notify.windows.com` for any subdomain. */
  hosts: readonly string[];
  /** Origins taken as they are, on any address and over http too (PUSH_TRUSTED_ORIGINS). */
  trustedOrigins: readonly string[];
}

/**
 * Whether the server may POST to `endpoint`: 'trusted' (an origin named in the configuration, sent
 * as it is), 'checked' (https on a push service's host and default port, whose address must still
 * be public when it is sent to), or null (never). A browser hands the endpoint, so anything else
 * would let a member make the server call any address, its own network's included.
 */
export function endpointRule(
  endpoint: string,
  services: PushServices,
): 'trusted' | 'checked' | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return null;
  }
  if (url.username || url.password) return null;
  if (services.trustedOrigins.includes(url.origin)) return 'trusted';
  if (url.protocol !== 'https:' || url.port !== '') return null;
  const host = url.hostname.toLowerCase();
  const known = services.hosts.some((pattern) =>
    pattern.startsWith('*.') ? host.endsWith(pattern.slice(1)) : host === pattern,
  );
  return known ? 'checked' : null;
}
