type Schema = Record<string, unknown>;
type Operation = {
  tags?: string[];
  summary?: string;
  security?: unknown[];
  parameters?: { name: string; in: string; required?: boolean; schema?: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
  responses?: Record<
    string,
    { description?: string; content?: Record<string, { schema?: Schema }> }
  >;
};
type Document = {
  info?: { title?: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
};

const METHODS = ['get', 'post', 'put', 'patch', 'delete'];

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function renderOperation(method: string, path: string, op: Operation): string {
  const parts = [
    `<summary><span class="m ${method}">${method.toUpperCase()}</span> <code>${escape(path)}</code>` +
      `${op.summary ? ` <span class="s">${escape(op.summary)}</span>` : ''}</summary>`,
  ];
  if (op.parameters?.length) {
    const rows = op.parameters
      .map(
        (p) =>
          `<tr><td><code>${escape(p.name)}</code></td><td>${escape(p.in)}</td>` +
          `<td>${p.required ? 'sim' : 'não'}</td><td>${json(p.schema ?? {})}</td></tr>`,
      )
      .join('');
    parts.push(
      `<h4>Parâmetros</h4><table><tr><th>nome</th><th>onde</th><th>obrigatório</th><th>formato</th></tr>${rows}</table>`,
    );
  }
  const body = op.requestBody?.content?.['application/json']?.schema;
  if (body) parts.push(`<h4>Corpo</h4>${json(body)}`);
  for (const [status, response] of Object.entries(op.responses ?? {})) {
    const schema = Object.values(response.content ?? {})[0]?.schema;
    parts.push(
      `<h4>Resposta ${escape(status)}${response.description ? ` · ${escape(response.description)}` : ''}</h4>` +
        (schema ? json(schema) : ''),
    );
  }
  return `<details>${parts.join('')}</details>`;
}

/**
 * `/api/docs`: the OpenAPI document as a page a person reads, with no script (the app's
 * Content-Security-Policy applies here too): the operations grouped by area, each opening to
 * its parameters, body and answers. The JSON itself is at `/api/docs/json`.
 */
export function renderApiDocsPage(document: unknown): string {
  const doc = document as Document;
  const groups = new Map<string, string[]>();
  for (const [path, operations] of Object.entries(doc.paths ?? {})) {
    for (const method of METHODS) {
      const op = operations[method];
      if (!op) continue;
      const tag = op.tags?.[0] ?? 'Outros';
      groups.set(tag, [...(groups.get(tag) ?? []), renderOperation(method, path, op)]);
    }
  }
  const sections = [...groups]
    .map(([tag, ops]) => `<section><h2>${escape(tag)}</h2>${ops.join('')}</section>`)
    .join('');
  const title = escape(doc.info?.title ?? 'API');
  return `<!doctype html>
<html lang="pt-BR"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<style>
body{font:15px/1.5 system-ui,sans-serif;margin:0 auto;max-width:960px;padding:24px;color:#0f172a}
h1{font-size:24px}h2{font-size:18px;margin-top:32px;border-bottom:1px solid #e2e8f0}
details{border:1px solid #e2e8f0;border-radius:8px;margin:8px 0;padding:8px 12px}
summary{cursor:pointer}.s{color:#475569}.m{display:inline-block;min-width:60px;font-weight:600}
.get{color:#0369a1}.post{color:#15803d}.put,.patch{color:#b45309}.delete{color:#b91c1c}
pre{background:#f8fafc;padding:8px;overflow:auto;font-size:13px}table{border-collapse:collapse}
td,th{border:1px solid #e2e8f0;padding:4px 8px;text-align:left;vertical-align:top}
</style></head><body>
<h1>${title}</h1><p>${escape(doc.info?.description ?? '')}</p>
<p><a href="/api/docs/json">Documento OpenAPI (JSON)</a></p>
${sections}
</body></html>`;
}
