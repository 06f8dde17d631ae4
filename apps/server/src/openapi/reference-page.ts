import { escapeHtml } from "../http/escape-html.ts";

interface OpenApiDoc {
  info: { title: string; version: string; description?: string };
  paths: Record<
    string,
    Record<
      string,
      { summary?: string; tags?: string[]; responses?: Record<string, { description?: string }> }
    >
  >;
}

/** A readable, script-free API reference rendered from the OpenAPI document. */
export function renderReferencePage(doc: OpenApiDoc): string {
  const operations = Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.entries(methods).map(([method, op]) => {
      const responses = Object.entries(op.responses ?? {})
        .map(
          ([status, r]) =>
            `<li><code>${escapeHtml(status)}</code> ${escapeHtml(r.description ?? "")}</li>`,
        )
        .join("");
      return `<section><h2><span class="m ${escapeHtml(method)}">${escapeHtml(method.toUpperCase())}</span> <code>${escapeHtml(path)}</code></h2>
<p>${escapeHtml(op.summary ?? "")}</p><ul>${responses}</ul></section>`;
    }),
  );
  return `<!doctype html><html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(doc.info.title)} — API reference</title>
<style>body{font:16px/1.5 system-ui,sans-serif;max-width:960px;margin:2rem auto;padding:0 1rem;color:#0f172a}
section{border:1px solid #e2e8f0;border-radius:8px;padding:.5rem 1rem;margin:1rem 0}
h2{font-size:1.05rem}.m{display:inline-block;min-width:4rem;padding:.1rem .4rem;border-radius:4px;color:#fff;background:#475569;font-size:.8rem;text-align:center}
.get{background:#2563eb}.post{background:#16a34a}.patch,.put{background:#d97706}.delete{background:#dc2626}</style></head>
<body><h1>${escapeHtml(doc.info.title)} <small>${escapeHtml(doc.info.version)}</small></h1>
<p>${escapeHtml(doc.info.description ?? "")} Machine-readable document: <a href="/api/openapi.json">/api/openapi.json</a>.</p>
${operations.join("\n")}</body></html>`;
}
