import type { FastifyInstance } from 'fastify';

export interface RouteEntry {
  method: string;
  path: string;
}

/**
 * Every route the app serves, read from Fastify's own route tree (`printRoutes`), so a suite
 * that must cover every route learns of a new one without anyone telling it. HEAD routes that
 * Fastify adds for each GET are left out.
 */
export function listRoutes(app: FastifyInstance): RouteEntry[] {
  const tree = app.printRoutes({ commonPrefix: false });
  const prefixes: string[] = [];
  const routes: RouteEntry[] = [];
  for (const line of tree.split('\n')) {
    const m = /^((?:│ {3}| {4})*)[├└]── (.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!m) continue;
    const depth = m[1]!.length / 4;
    const path = (prefixes[depth - 1] ?? '') + m[2]!;
    prefixes[depth] = path;
    prefixes.length = depth + 1;
    for (const method of (m[3] ?? '').split(',').map((s) => s.trim())) {
      if (method && method !== 'HEAD' && method !== '-') routes.push({ method, path });
    }
  }
  return routes;
}

export const routeKey = (r: RouteEntry) => `${r.method} ${r.path}`;
