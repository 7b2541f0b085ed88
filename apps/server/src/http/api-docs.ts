import { zErrorBody } from '@conecta/contract';
import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform, jsonSchemaTransformObject } from 'fastify-type-provider-zod';
import { z } from 'zod';

import { renderApiDocsPage } from './api-docs-page.ts';

/** The paths that are the product's API; the app's pages, assets and the demo simulator are not. */
const API_PATH = /^\/(api|auth|dashboard|webhooks)\/|^\/(healthz|readyz|metrics)$/;

type Operations = Record<string, { responses?: Record<string, unknown> }>;
/** The parts of the OpenAPI document touched here. */
type Document = {
  paths?: Record<string, Operations>;
  components?: { schemas?: Record<string, unknown> };
};

/**
 * Every failure answers the same body (zErrorBody), so each operation lists it once here rather
 * than every route declaring it again.
 */
function withErrorAnswers(document: Document): void {
  for (const operations of Object.values(document.paths ?? {})) {
    for (const operation of Object.values(operations)) {
      operation.responses = {
        ...operation.responses,
        '4XX': {
          description: 'Falha: mensagem em pt-BR para a pessoa e um código estável',
          content: { 'application/json': { schema: { $ref: '#/components/schemas/ErrorBody' } } },
        },
      };
    }
  }
}

/**
 * The OpenAPI document is made from the routes' own zod schemas (route-schemas.ts), so it cannot
 * drift from the code. It is collected always (a test checks every route has its schemas) and
 * served at `/api/docs/json`, with a page that reads it at `/api/docs`, only when `enabled`.
 * Must be registered before any route, since it learns routes as they are added.
 */
export async function registerApiDocs(
  app: FastifyInstance,
  opts: { enabled: boolean },
): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Conecta Clínica API',
        description:
          'A API do painel: contas, conexão com o WhatsApp, quadro, conversas, etiquetas, rotinas, ' +
          'textos, tarefas e administração; e a API pública (/api/v1, grupo "API pública (v1)"), ' +
          'chamada pelo sistema da clínica com uma chave criada em Integrações. ' +
          'Respostas de erro: { success: false, message, code }.',
        version: '1',
      },
      components: {
        securitySchemes: {
          sessao: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' },
          // The public API (/api/v1): a clinic's key from 'Integrações', 'cck_...'.
          chaveApi: { type: 'http', scheme: 'bearer', bearerFormat: 'cck_...' },
        },
      },
    },
    transform: (args) =>
      API_PATH.test(args.url)
        ? jsonSchemaTransform(args)
        : { schema: { hide: true }, url: args.url },
    transformObject: (args) => {
      const made = jsonSchemaTransformObject(args);
      const document = made as Document;
      document.components = {
        ...document.components,
        schemas: { ...document.components?.schemas, ErrorBody: z.toJSONSchema(zErrorBody) },
      };
      withErrorAnswers(document);
      return made;
    },
  });
  if (!opts.enabled) return;
  const hidden = { schema: { hide: true } };
  app.get('/api/docs/json', hidden, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.type('application/json; charset=utf-8').send(JSON.stringify(app.swagger()));
  });
  app.get('/api/docs', hidden, async (_request, reply) => {
    reply.header('Cache-Control', 'no-store');
    return reply.type('text/html; charset=utf-8').send(renderApiDocsPage(app.swagger()));
  });
}
