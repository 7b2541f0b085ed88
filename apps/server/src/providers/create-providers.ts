import { createCloudApiProvider } from './cloud-api/cloud-api-provider.ts';
import type { MessagingProvider } from './messaging-provider.ts';
import { routeByKind } from './route-by-kind.ts';
import { createZapiProvider } from './zapi/zapi-provider.ts';

export interface ProvidersOptions {
  zapiBaseUrl: string;
  /** The versioned Graph base, e.g. `https://graph.facebook.com/v21.0`. */
  cloudApiBaseUrl: string;
}

/** Every provider the product speaks, behind one `MessagingProvider` routed by instance kind. */
export function createProviders(opts: ProvidersOptions): MessagingProvider {
  return routeByKind({
    zapi: createZapiProvider({ baseUrl: opts.zapiBaseUrl }),
    'cloud-api': createCloudApiProvider({ baseUrl: opts.cloudApiBaseUrl }),
  });
}
