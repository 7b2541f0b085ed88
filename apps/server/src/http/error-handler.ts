import type { Socket } from 'node:net';

import { type ErrorBody, MSG } from '@conecta/contract';
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

import { isDatabaseUnavailable } from '../lib/db-errors.ts';
import { AppError } from '../lib/errors.ts';

/** Fastify's own client errors, by code, in the product's words. */
const FASTIFY_ERRORS: Record<string, [number, ErrorBody['code'], string]> = {
  FST_ERR_CTP_INVALID_JSON_BODY: [400, 'INVALID_JSON', MSG.common.invalidJson],
  FST_ERR_CTP_EMPTY_JSON_BODY: [400, 'INVALID_JSON', MSG.common.invalidJson],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: [400, 'VALIDATION_ERROR', MSG.common.badRequest],
  FST_ERR_CTP_BODY_TOO_LARGE: [413, 'PAYLOAD_TOO_LARGE', MSG.common.bodyTooLarge],
  Z_DATA_ERROR: [400, 'INVALID_JSON', MSG.common.invalidGzip],
  Z_BUF_ERROR: [400, 'INVALID_JSON', MSG.common.invalidGzip],
  FST_ERR_CTP_INVALID_MEDIA_TYPE: [415, 'UNSUPPORTED_MEDIA_TYPE', MSG.common.unsupportedMediaType],
  // Raised before routing (see `frameworkErrors`): a malformed %-escape, a path segment too long.
  FST_ERR_BAD_URL: [400, 'VALIDATION_ERROR', MSG.common.badUrl],
  FST_ERR_MAX_PARAM_LENGTH: [414, 'VALIDATION_ERROR', MSG.common.urlTooLong],
};

/**
 * Fastify answers errors found before routing with its own English body unless given this
 * (the `frameworkErrors` option); they get the product's body like every other error.
 */
export function frameworkErrors(
  err: FastifyError,
  _request: FastifyRequest,
  reply: FastifyReply,
): void {
  const [status, code, message] = FASTIFY_ERRORS[err.code] ?? [
    400,
    'VALIDATION_ERROR',
    MSG.common.badRequest,
  ];
  void reply.status(status).send({ success: false, message, code } satisfies ErrorBody);
}

/**
 * A request Node's HTTP parser cannot read (garbage, a header too large) never reaches Fastify;
 * its answer is written on the socket, in pt-BR too (the `clientErrorHandler` option).
 */
export function clientErrorHandler(err: NodeJS.ErrnoException, socket: Socket): void {
  if (err.code === 'ECONNRESET' || socket.destroyed) return;
  const [status, reason, message] =
    err.code === 'HPE_HEADER_OVERFLOW'
      ? [431, 'Request Header Fields Too Large', MSG.common.headersTooLarge]
      : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [408, 'Request Timeout', MSG.common.requestTimeout]
        : [400, 'Bad Request', MSG.common.badRequest];
  const body = JSON.stringify({
    success: false,
    message,
    code: 'VALIDATION_ERROR',
  } satisfies ErrorBody);
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
    );
  }
  socket.destroy(err);
}

export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((err: FastifyError | AppError, request, reply) => {
    if (err instanceof AppError) {
      const body: ErrorBody = { success: false, message: err.message, code: err.code };
      if (err.details) body.details = err.details;
      return reply.status(err.status).send(body);
    }
    const known = err.code ? FASTIFY_ERRORS[err.code] : undefined;
    if (known) {
      const [status, code, message] = known;
      return reply.status(status).send({ success: false, message, code } satisfies ErrorBody);
    }
    if (isDatabaseUnavailable(err)) {
      request.log.error({ err }, 'banco de dados indisponível');
      return reply.status(503).send({
        success: false,
        message: MSG.common.serviceUnavailable,
        code: 'SERVICE_UNAVAILABLE',
      } satisfies ErrorBody);
    }
    const status = typeof err.statusCode === 'number' ? err.statusCode : 500;
    if (status >= 400 && status < 500) {
      return reply.status(status).send({
        success: false,
        message: MSG.common.badRequest,
        code: 'VALIDATION_ERROR',
      } satisfies ErrorBody);
    }
    request.log.error({ err }, 'erro inesperado');
    return reply
      .status(500)
      .send({ success: false, message: MSG.common.internal, code: 'INTERNAL' } satisfies ErrorBody);
  });
}
