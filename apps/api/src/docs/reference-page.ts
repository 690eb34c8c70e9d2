/**
 * A plain HTML rendering of the OpenAPI document: one section per path and method with its
 * parameters, body and answers. No script and no outside asset, so the API's strict CSP needs
 * only its one stylesheet allowed (by hash).
 */
import { createHash } from 'node:crypto';

interface Operation {
  summary?: string;
  description?: string;
  parameters?: { name: string; in: string; required?: boolean; schema?: unknown }[];
  requestBody?: { content?: Record<string, { schema?: unknown }> };
  responses?: Record<string, { description?: string; content?: Record<string, { schema?: unknown }> }>;
}

interface Document {
  info: { title: string; version: string; description?: string };
  paths?: Record<string, Record<string, Operation>>;
}

const STYLE = `body{font:14px/1.5 system-ui,sans-serif;margin:2rem auto;max-width:70rem;padding:0 1rem;color:#1a1a1a}
h2{font-size:1rem;margin:1.5rem 0 .25rem;font-family:ui-monospace,monospace}
.m{display:inline-block;min-width:4.5rem;font-weight:700}
pre{background:#f5f5f5;padding:.5rem;overflow:auto;max-height:24rem}
table{border-collapse:collapse}td,th{border:1px solid #ddd;padding:.2rem .5rem;text-align:left}`;

/** The page's Content-Security-Policy: nothing but its own inline stylesheet. */
export const REFERENCE_PAGE_CSP = `default-src 'none'; style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'; frame-ancestors 'none'`;

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const json = (value: unknown) => `<pre>${escape(JSON.stringify(value, null, 2))}</pre>`;

function operationHtml(path: string, method: string, op: Operation): string {
  const params = op.parameters ?? [];
  const body = Object.values(op.requestBody?.content ?? {})[0]?.schema;
  const parts = [
    `<h2 id="${escape(`${method}-${path}`)}"><span class="m">${method.toUpperCase()}</span>${escape(path)}</h2>`,
  ];
  if (op.summary) parts.push(`<p>${escape(op.summary)}</p>`);
  if (params.length > 0) {
    const rows = params.map(
      (p) =>
        `<tr><td>${escape(p.name)}</td><td>${p.in}</td><td>${p.required ? 'yes' : ''}</td><td>${escape(JSON.stringify(p.schema ?? {}))}</td></tr>`,
    );
    parts.push(`<table><tr><th>parameter</th><th>in</th><th>required</th><th>schema</th></tr>${rows.join('')}</table>`);
  }
  if (body) parts.push(`<details><summary>Request body</summary>${json(body)}</details>`);
  for (const [status, answer] of Object.entries(op.responses ?? {})) {
    const schema = Object.values(answer.content ?? {})[0]?.schema;
    parts.push(
      `<details><summary>${escape(status)} ${escape(answer.description ?? '')}</summary>${schema ? json(schema) : ''}</details>`,
    );
  }
  return parts.join('\n');
}

export function referencePage(document: unknown): string {
  const doc = document as Document;
  const operations = Object.entries(doc.paths ?? {}).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => operationHtml(path, method, op)),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${escape(doc.info.title)}</title><style>${STYLE}</style></head>
<body><h1>${escape(doc.info.title)} ${escape(doc.info.version)}</h1><p>${escape(doc.info.description ?? '')}</p>
<p>Machine-readable: <a href="/api/docs/openapi.json">openapi.json</a> (OpenAPI 3.1).</p>
${operations.join('\n')}
</body></html>`;
}
