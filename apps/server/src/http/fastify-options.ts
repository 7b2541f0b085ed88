import type { FastifyServerOptions } from 'fastify';

import type { Config } from '../config.ts';
import { clientErrorHandler, frameworkErrors } from './error-handler.ts';
import { loggerOptions } from './logger.ts';

/** The server's Fastify options: proxies, limits, and pt-BR answers before any route. */
export function fastifyOptions(
  config: Config,
  logger: FastifyServerOptions['logger'] | undefined,
): FastifyServerOptions {
  const { trustProxy } = config;
  return {
    logger: logger ?? loggerOptions(config.logLevel),
    // A hop count means: believe X-Forwarded-For for that many proxies nearest to us, no more
    // (Fastify's types take the count only as such a function).
    trustProxy:
      typeof trustProxy === 'number'
        ? (_address: string, hop: number) => hop < trustProxy
        : trustProxy,
    bodyLimit: 1024 * 1024,
    // Above the contract's own limits (chat ids 200, webhook secrets 128), so they speak first.
    routerOptions: { maxParamLength: 256 },
    // Errors found before routing or by Node's parser answer in pt-BR too.
    frameworkErrors,
    clientErrorHandler,
    // Draining on shutdown answers in pt-BR (see closing-gate.ts).
    return503OnClosing: false,
  };
}
