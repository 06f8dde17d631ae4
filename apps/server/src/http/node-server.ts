import { createServer, type Server } from "node:http";
import { getRequestListener } from "@hono/node-server";
import type { AnswerCache } from "./answer-cache.ts";

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
  return createServer((req, res) => {
    if (!app.answers.answerFromNode(req, res)) void listener(req, res);
  });
}
