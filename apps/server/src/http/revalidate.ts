import { etag } from "hono/etag";
import { createMiddleware } from "hono/factory";

/**
 * For answers that are the same for every visitor (the catalogue, a tool, its reviews, a page's
 * HTML): an `ETag` (SHA-1 of the body, made weak when compressed), `Cache-Control: no-cache` so a
 * browser or proxy asks again each time, and `304 Not Modified` without a body when the copy it
 * holds is current. A write (rating, approval, edit, hide) changes the body, hence the tag, so
 * the next request sees it. Never on per-user answers: those stay out of shared caches.
 */
export function revalidated(cacheControl = "public, no-cache") {
  const tag = etag();
  return createMiddleware(async (c, next) => {
    await tag(c, next);
    if (c.req.method === "GET" || c.req.method === "HEAD") {
      c.res.headers.set("Cache-Control", cacheControl);
    }
  });
}
