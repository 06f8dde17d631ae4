import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";
import { createMiddleware } from "hono/factory";

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Smaller bodies go out as they are: the encoding would cost more than it saves. */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Text worth compressing (images and fonts are compressed already). */
const COMPRESSIBLE = /^(text\/|application\/(json|xml|javascript|manifest\+json)|image\/svg\+xml)/i;
const NO_TRANSFORM = /(?:^|,)\s*no-transform\s*(?:,|$)/i;
/**
 * Brotli at quality 5: a fresh answer is compressed on every request, and past 5 the time grows
 * faster than the bytes shrink (docs/decisions/0010-compression.md); static assets are compressed
 * once at build time at the top quality.
 */
const BROTLI_QUALITY = 5;

type Encoding = "br" | "gzip";

/** The encoding the client accepts (q > 0) that we prefer: brotli, then gzip, else none. */
export function chooseEncoding(acceptEncoding: string | undefined): Encoding | undefined {
  if (!acceptEncoding) return undefined;
  const accepted = new Map<string, number>();
  for (const part of acceptEncoding.split(",")) {
    const [name = "", ...params] = part.trim().toLowerCase().split(";");
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    const weight = q ? Number(q.slice(2)) : 1;
    accepted.set(name.trim(), Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (encoding: string) => accepted.get(encoding) ?? accepted.get("*") ?? 0;
  const br = weightOf("br");
  const gz = weightOf("gzip");
  if (br > 0 && br >= gz) return "br";
  if (gz > 0) return "gzip";
  return undefined;
}

function appendVary(headers: Headers) {
  const vary = headers.get("Vary");
  if (!vary) headers.set("Vary", "Accept-Encoding");
  else if (!/accept-encoding|\*/i.test(vary)) headers.set("Vary", `${vary}, Accept-Encoding`);
}

/**
 * Compresses text answers made per request (HTML pages, JSON) with brotli or gzip, as the client
 * accepts; says `Vary: Accept-Encoding` on every compressible answer, so a cache keeps one copy per
 * encoding. Answers already encoded (the build's precompressed assets), marked no-transform, to
 * HEAD, 204/206/304, or under 1 KiB pass through unchanged. The body is read whole: no answer of
 * this server streams.
 */
export function compressAnswers() {
  return createMiddleware(async (c, next) => {
    await next();
    const res = c.res;
    // A 304 names what a 200 would have varied on (RFC 9110 §15.4.5).
    if (res.status === 304) return appendVary(res.headers);
    // Status and headers only until a body is to be compressed: reading `res.body` would turn
    // @hono/node-server's lightweight answer into a streamed one (a third of the throughput).
    const type = res.headers.get("Content-Type") ?? "";
    if (!COMPRESSIBLE.test(type) || res.status === 204 || c.req.method === "HEAD") return;
    appendVary(res.headers);
    if (res.headers.has("Content-Encoding")) return;
    if (NO_TRANSFORM.test(res.headers.get("Cache-Control") ?? "")) return;
    if (res.status === 206) return;
    const encoding = chooseEncoding(c.req.header("Accept-Encoding"));
    if (!encoding) return;
    const length = res.headers.get("Content-Length");
    if (length !== null && Number(length) < COMPRESS_THRESHOLD_BYTES) return;

    const body = Buffer.from(await res.arrayBuffer());
    const headers = new Headers(res.headers);
    // Hono copies the old answer's headers onto a new one (Content-Length included): drop it first.
    const answer = (bytes: Buffer) => {
      c.res = undefined as unknown as Response;
      c.res = new Response(new Uint8Array(bytes), {
        status: res.status,
        statusText: res.statusText,
        headers,
      });
    };
    if (body.length < COMPRESS_THRESHOLD_BYTES) return answer(body);
    const packed =
      encoding === "br"
        ? await brotli(body, {
            params: {
              [constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY,
              [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
            },
          })
        : await gzipAsync(body);
    headers.set("Content-Encoding", encoding);
    headers.set("Content-Length", String(packed.length));
    // A strong validator names the bytes; compressed, they differ (RFC 9110 §8.8.3).
    const etag = headers.get("ETag");
    if (etag && !etag.startsWith("W/")) headers.set("ETag", `W/${etag}`);
    answer(packed);
  });
}
