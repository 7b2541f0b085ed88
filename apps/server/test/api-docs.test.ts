import { afterAll, beforeAll, describe, expect, it } from 'vitest';

import { loadConfig } from '../src/config.ts';
import { listRoutes } from './helpers/list-routes.ts';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

type Operation = {
  parameters?: { name: string; in: string }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { content?: Record<string, { schema?: unknown }> }>;
};
type OpenApi = { openapi: string; paths: Record<string, Record<string, Operation>> };

/** The product's API, as api-docs.ts counts it; the docs' own two routes describe the rest. */
const API_PATH = /^\/(api|auth|dashboard|webhooks)\/|^\/(healthz|readyz|metrics)$/;
const DOCS = new Set(['/api/docs', '/api/docs/json']);

const openApiPath = (path: string) => path.replace(/:([A-Za-z]+)/g, '{$1}');

let t: TestApp;
let doc: OpenApi;

beforeAll(async () => {
  t = await createTestApp();
  const res = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
  expect(res.statusCode).toBe(200);
  doc = res.json<OpenApi>();
});
afterAll(() => t?.close());

describe('the API description', () => {
  it('is an OpenAPI 3.1 document', () => {
    expect(doc.openapi).toBe('3.1.0');
  });

  it('describes every route of the API with its input and its answer (a route without a schema fails here)', () => {
    const routes = listRoutes(t.app).filter((r) => API_PATH.test(r.path) && !DOCS.has(r.path));
    expect(routes.length).toBeGreaterThan(50);
    const missing: string[] = [];
    for (const route of routes) {
      const op = doc.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];
      const key = `${route.method} ${route.path}`;
      if (!op) {
        missing.push(`${key}: ausente`);
        continue;
      }
      const answers = Object.entries(op.responses ?? {}).filter(([status]) => /^2/.test(status));
      if (!answers.some(([, answer]) => answer.content && Object.keys(answer.content).length > 0))
        missing.push(`${key}: sem resposta descrita`);
      for (const name of route.path.match(/:([A-Za-z]+)/g) ?? []) {
        if (!op.parameters?.some((p) => p.in === 'path' && p.name === name.slice(1)))
          missing.push(`${key}: parâmetro ${name} sem descrição`);
      }
    }
    expect(missing).toEqual([]);
  });

  it("describes a body's fields and the failure body", () => {
    const create = doc.paths['/dashboard/tags']?.post;
    const body = create?.requestBody?.content?.['application/json']?.schema as {
      properties?: Record<string, unknown>;
    };
    expect(Object.keys(body?.properties ?? {})).toEqual(expect.arrayContaining(['name', 'color']));
    expect(create?.responses?.['4XX']).toBeDefined();
  });

  it('has a page a person reads, listing the operations', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    expect(res.body).toContain('Conecta Clínica API');
    expect(res.body).toContain('<code>/dashboard/tags</code>');
    expect(res.body).not.toContain('<script');
  });
});

describe('where the description is served', () => {
  it('is off in production unless API_DOCS=true', () => {
    const base = {
      NODE_ENV: 'production',
      ALLOW_EMBEDDED_DB: 'true',
      BACKUP_KEY: 'b'.repeat(40),
      JWT_SECRET: 'x'.repeat(32),
      PUBLIC_URL: 'https://clinica.exemplo.com.br',
    };
    expect(loadConfig(base).apiDocs).toBe(false);
    expect(loadConfig({ ...base, API_DOCS: 'true' }).apiDocs).toBe(true);
    expect(loadConfig({ NODE_ENV: 'development', JWT_SECRET: 'x'.repeat(32) }).apiDocs).toBe(true);
  });

  it('answers 404 when turned off', async () => {
    const off = await createTestApp({ API_DOCS: 'false' });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const res = await off.app.inject({ method: 'GET', url });
        expect(res.statusCode).toBe(404);
      }
    } finally {
      await off.close();
    }
  });
});
