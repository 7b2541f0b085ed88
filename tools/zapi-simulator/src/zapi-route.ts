import type { Fields } from './read-fields.ts';
import type { SimContext } from './sim-context.ts';
import type { SimInstance } from './types.ts';

export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface ZapiCall {
  sim: SimContext;
  instance: SimInstance;
  params: Record<string, string>;
  query: URLSearchParams;
  body: Fields;
  baseUrl: string;
}

export interface Reply {
  status: number;
  body?: unknown;
}

export interface ZapiRoute {
  method: Method;
  /** Path after /instances/{id}/token/{token}/, with ":name" segments. */
  path: string;
  /** Also answers while the phone is not connected (everything else: "You are not connected."). */
  offline?: boolean;
  handle(call: ZapiCall): Reply | Promise<Reply>;
}

export const ok = (body: unknown): Reply => ({ status: 200, body });

/** Matches "chats/:phone" against path segments; answers the params or null. */
export function matchPath(pattern: string, segments: string[]): Record<string, string> | null {
  const parts = pattern.split('/');
  if (parts.length !== segments.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of parts.entries()) {
    const segment = segments[i] ?? '';
    if (part.startsWith(':')) {
      if (!segment) return null;
      params[part.slice(1)] = segment;
    } else if (part !== segment) {
      return null;
    }
  }
  return params;
}
