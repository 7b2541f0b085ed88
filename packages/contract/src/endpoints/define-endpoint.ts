import type { z } from 'zod';

import type { ApiScope } from '../schemas/api-keys.ts';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * Who may call: no one signed in ('public'), any member ('session'), the clinic's Responsável
 * ('responsavel'), the platform's administrator ('admin') or a clinic's system with an API key
 * that has the endpoint's `scope` ('apiKey', the public API under /api/v1). The server attaches
 * the guard from this, and the tenant-isolation table reads it.
 */
export type EndpointAccess = 'public' | 'session' | 'responsavel' | 'admin' | 'apiKey';

/**
 * What a successful call may change, named as the web's cached data: after the call the web
 * refetches what these topics cover. A topic is coarse on purpose (a tag rename changes the
 * board's cards too, so it names 'chats' as well as 'tags').
 */
export type QueryTopic =
  | 'account'
  | 'apiKeys'
  | 'appointments'
  | 'calendars'
  | 'chats'
  | 'clinic'
  | 'connection'
  | 'instances'
  | 'merges'
  | 'messages'
  | 'notes'
  | 'privacy'
  | 'profile'
  | 'reminders'
  | 'routines'
  | 'tags'
  | 'tasks'
  | 'team'
  | 'templates'
  | 'texts'
  | 'webhooks';

/** One HTTP endpoint, declared once: the server registers it, the web calls it. */
export interface EndpointDef {
  method: HttpMethod;
  /** Fastify's form: '/dashboard/tags/:id'. */
  path: string;
  access: EndpointAccess;
  /** For 'apiKey' endpoints: the scope a key needs to call it. */
  scope?: ApiScope;
  /** The OpenAPI group and one line of what it does (pt-BR, shown in /docs). */
  group: string;
  summary: string;
  /** More than the summary can say, for /docs. */
  description?: string;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The success status; 200 unless said. */
  status?: 200 | 201 | 202 | 204;
  response: z.ZodType;
  /**
   * For an answer that is not JSON (a CSV, a ZIP): its media type and a line for /docs. The
   * handler writes the body itself; `response` then only describes it.
   */
  produces?: { type: string; description: string };
  invalidates?: readonly QueryTopic[];
}

/** Keeps the literal types (method, path, schemas) so server and web infer from them. */
export function defineEndpoint<const E extends EndpointDef>(endpoint: E): E {
  return endpoint;
}

/** The key the route tables use: 'PUT /dashboard/tags/:id'. */
export type EndpointKey<E extends EndpointDef = EndpointDef> = `${E['method']} ${E['path']}`;

export function endpointKey<E extends EndpointDef>(endpoint: E): EndpointKey<E> {
  return `${endpoint.method} ${endpoint.path}` as EndpointKey<E>;
}

type Parsed<T> = T extends z.ZodType ? z.output<T> : undefined;
type Sent<T> = T extends z.ZodType ? z.input<T> : undefined;

/** What the server's handler receives, after validation. */
export type EndpointParams<E extends EndpointDef> = Parsed<E['params']>;
export type EndpointQuery<E extends EndpointDef> = Parsed<E['query']>;
export type EndpointBody<E extends EndpointDef> = Parsed<E['body']>;

/**
 * A part of the call: left out when its schema takes `undefined` (an optional body) or nothing
 * in it is required (a query of optional fields).
 */
type Part<K extends string, S> = undefined extends S
  ? { [P in K]?: S }
  : Record<never, never> extends S
    ? { [P in K]?: S }
    : { [P in K]: S };

/** What the web sends: the schemas' input side (defaults may be left out). */
export type EndpointInput<E extends EndpointDef> = (E['params'] extends z.ZodType
  ? { params: Sent<E['params']> }
  : { params?: undefined }) &
  (E['query'] extends z.ZodType ? Part<'query', Sent<E['query']>> : { query?: undefined }) &
  (E['body'] extends z.ZodType ? Part<'body', Sent<E['body']>> : { body?: undefined });

/** The success answer as the web reads it (after the response schema). */
export type EndpointAnswer<E extends EndpointDef> = z.output<E['response']>;
/** The success answer as the server's handler returns it (before the response schema). */
export type EndpointReturn<E extends EndpointDef> = z.input<E['response']>;

/**
 * The URL for a call: each ':name' replaced by its encoded value. A missing value throws, since
 * it is a programming error, not a user's.
 */
export function endpointPath(path: string, params: Record<string, unknown> | undefined): string {
  return path.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params?.[name];
    if (value === undefined || value === null) throw new Error(`missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
