import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { AnswerCache } from "./answer-cache.ts";

/** How long an idle kept-alive connection stays open. */
const KEEP_ALIVE_MS = 65_000;

export interface ServedApp {
  fetch: (request: Request) => Response | Promise<Response>;
  /** The app's hot-answer cache (createApp makes it). */
  answers: AnswerCache;
}

/**
 * The HTTP server of the app: a kept catalogue answer goes out from Node's request as it is (no
 * Fetch Request, no Hono context, ADR 12); everything else goes through Hono's Node adapter, as
 * `serve()` would send it.
 */
export function createHttpServer(app: ServedApp, options: { hostname?: string } = {}): Server {
  const listener = getRequestListener(app.fetch, { hostname: options.hostname });
  const server = createServer((req, res) => {
    if (!app.answers.answerFromNode(req, res)) void listener(req, res);
  });
  // Node closes an idle kept-alive socket after 5 s; a client (or a proxy) that reuses it just then
  // gets "socket hang up". Outlast the usual proxy idle timeouts (60 s) instead; shutdown closes
  // idle connections itself.
  server.keepAliveTimeout = KEEP_ALIVE_MS;
  server.headersTimeout = KEEP_ALIVE_MS + 1_000;
  return server;
}
