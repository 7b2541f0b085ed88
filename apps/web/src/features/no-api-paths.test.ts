// @vitest-environment node
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { ENDPOINTS } from '@conecta/contract';
import { describe, expect, it } from 'vitest';

const FEATURES = path.dirname(fileURLToPath(import.meta.url));

/**
 * Paths that are not declared endpoints: the live stream is served by the server's own plumbing,
 * and '/dashboard' alone is also the signed-in page's route, which links and redirects name.
 */
const ALLOWED = new Set(['/api/notifications/stream', '/dashboard']);

/** One declared path as a pattern: each ':name' stands for one segment, or a `${…}` in a template. */
const declared = ENDPOINTS.map(
  (endpoint) => new RegExp(`^${endpoint.path.replace(/\./g, '\\.').replace(/:\w+/g, '[^/]+')}$`),
);

/** The strings and templates of a source that start like an API path, `${…}` parts kept as '*'. */
function apiPathLiterals(source: string): string[] {
  const found: string[] = [];
  for (const match of source.matchAll(/(['"`])(\/(?:dashboard|api|auth)\b[^'"`\s]*)\1?/g)) {
    const literal = match[2]!.replace(/\$\{[^}]*\}?/g, '*').split('?')[0]!;
    if (!ALLOWED.has(literal)) found.push(literal);
  }
  return found;
}

/** The literals that name a declared endpoint (a prefix that only leads to one counts too). */
function endpointPaths(source: string): string[] {
  return apiPathLiterals(source).filter(
    (literal) =>
      declared.some((pattern) => pattern.test(literal)) ||
      ENDPOINTS.some((endpoint) => endpoint.path.startsWith(`${literal.replace(/\/$/, '')}/`)),
  );
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

describe('API paths in the features', () => {
  it('finds a declared path however it is written', () => {
    expect(endpointPaths("request('/dashboard/tags', { method: 'POST' })")).toEqual([
      '/dashboard/tags',
    ]);
    expect(endpointPaths('request(`/dashboard/messages/${encodeURIComponent(id)}?t=1`)')).toEqual([
      '/dashboard/messages/*',
    ]);
    expect(endpointPaths('fetch(`/api/tasks/${id}/complete`)')).toEqual(['/api/tasks/*/complete']);
    expect(endpointPaths("const base = '/dashboard/zapi/';")).toEqual(['/dashboard/zapi/']);
    expect(endpointPaths("new EventSource('/api/notifications/stream?t=1')")).toEqual([]);
    expect(endpointPaths("navigate('/dashboard', { replace: true })")).toEqual([]);
  });

  it('are never written in a feature: each call goes through its contract declaration', () => {
    const offenders = sourceFiles(FEATURES).flatMap((file) =>
      endpointPaths(readFileSync(file, 'utf8')).map(
        (literal) => `${path.relative(FEATURES, file)}: ${literal}`,
      ),
    );
    expect(offenders).toEqual([]);
  });
});
