import {
  endpointPath,
  type EndpointAnswer,
  type EndpointDef,
  type EndpointInput,
} from '@conecta/contract';

import { request, type RequestOptions } from './http';

/** What a call may add besides its input: cancellation, answer headers, a kept ETag. */
export type CallOptions = Pick<
  RequestOptions<unknown>,
  'signal' | 'onHeaders' | 'revalidateKey' | 'auth' | 'handleUnauthorized'
>;

function queryString(query: Record<string, unknown> | undefined): string {
  if (!query) return '';
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    for (const item of Array.isArray(value) ? value : [value]) search.append(name, String(item));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
}

/**
 * Calls an endpoint by its contract declaration: the path, the method and the answer's schema
 * come from there, so no feature writes an API path of its own.
 */
export function callEndpoint<E extends EndpointDef>(
  endpoint: E,
  input: EndpointInput<E>,
  options: CallOptions = {},
): Promise<EndpointAnswer<E>> {
  const { params, query, body } = input as {
    params?: Record<string, unknown>;
    query?: Record<string, unknown>;
    body?: unknown;
  };
  return request(endpointPath(endpoint.path, params) + queryString(query), {
    ...options,
    method: endpoint.method,
    body,
    schema: endpoint.response as RequestOptions<EndpointAnswer<E>>['schema'],
  });
}
