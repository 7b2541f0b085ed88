import type {
  ApiScope,
  EndpointAccess,
  EndpointBody,
  EndpointDef,
  EndpointParams,
  EndpointQuery,
  EndpointReturn,
} from '@conecta/contract';
import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  RouteOptions,
  preHandlerHookHandler,
} from 'fastify';

import { requireResponsavel, type AuthGuard } from './authenticate.ts';

/** The request a handler receives: input already validated by the endpoint's schemas. */
export type EndpointRequest<E extends EndpointDef> = FastifyRequest<{
  Params: EndpointParams<E>;
  Querystring: EndpointQuery<E>;
  Body: EndpointBody<E>;
}>;

export type EndpointHandler<E extends EndpointDef> = (
  request: EndpointRequest<E>,
  reply: FastifyReply,
) => EndpointReturn<E> | FastifyReply | Promise<EndpointReturn<E> | FastifyReply>;

/** Route options an endpoint may add (a rate limit, a validator for a described-only schema). */
export type EndpointExtras = Partial<
  Pick<
    RouteOptions,
    'config' | 'validatorCompiler' | 'serializerCompiler' | 'onRequest' | 'bodyLimit'
  >
> & {
  /**
   * The handler checks the session itself, after deciding the call is an API call at all
   * (`GET /dashboard` is also the app's page for a navigating browser).
   */
  checksSessionItself?: true;
};

export interface EndpointGuards {
  requireAuth?: AuthGuard;
  requireAdmin?: AuthGuard;
  /** The public API's guard for a scope (modules/api-keys). */
  requireApiKey?: (scope: ApiScope) => preHandlerHookHandler;
}

/**
 * Registers contract endpoints on Fastify: the schemas (validation, the answer cut to the
 * response, the OpenAPI document) and the guard come from the declaration, so a route's method,
 * path, input, answer and access are written once, in the contract.
 *
 * The guard runs in `preValidation`: a caller without the right session learns nothing about
 * the input it sent.
 */
export function createEndpointRouter(app: FastifyInstance, guards: EndpointGuards) {
  function preValidation(
    access: EndpointAccess,
    path: string,
    scope: ApiScope | undefined,
  ): preHandlerHookHandler[] {
    const missing = () => new Error(`${path}: no guard given for '${access}' endpoints`);
    switch (access) {
      case 'public':
        return [];
      case 'session':
        if (!guards.requireAuth) throw missing();
        return [guards.requireAuth];
      case 'responsavel':
        if (!guards.requireAuth) throw missing();
        return [guards.requireAuth, requireResponsavel];
      case 'admin':
        if (!guards.requireAdmin) throw missing();
        return [guards.requireAdmin];
      case 'apiKey':
        if (!guards.requireApiKey || !scope) throw missing();
        return [guards.requireApiKey(scope)];
    }
  }

  return function route<E extends EndpointDef>(
    endpoint: E,
    handler: EndpointHandler<E>,
    extras: EndpointExtras = {},
  ): void {
    const status = endpoint.status ?? 200;
    const { checksSessionItself, ...options } = extras;
    app.route({
      method: endpoint.method,
      url: endpoint.path,
      preValidation: checksSessionItself
        ? []
        : preValidation(endpoint.access, endpoint.path, endpoint.scope),
      schema: {
        tags: [endpoint.group],
        ...(endpoint.access === 'apiKey' && { security: [{ chaveApi: [] }] }),
        summary: endpoint.summary,
        ...(endpoint.description && { description: endpoint.description }),
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: {
          [status]: endpoint.produces
            ? {
                description: endpoint.produces.description,
                content: { [endpoint.produces.type]: { schema: endpoint.response } },
              }
            : endpoint.response,
        },
      },
      ...options,
      // The status first, then Fastify's own handling of what the handler returns: an answer to
      // serialize, or the reply itself once a stream or a file was sent. Not awaited here: a
      // reply is a thenable, and awaiting it would wait for the response to end and lose it.
      handler(request, reply) {
        reply.status(status);
        return handler(request as EndpointRequest<E>, reply);
      },
    });
  };
}
