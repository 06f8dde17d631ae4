import { randomUUID } from "node:crypto";
import type { IncomingMessage, ServerResponse } from "node:http";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { LRUCache } from "lru-cache";
import type { Logger } from "../logger.ts";
import { chooseEncoding } from "./compress.ts";
import { loggablePath } from "./log-path.ts";

/** How long another process's write can stay unseen here: the cache keeps an answer this long. */
export const ANSWER_TTL_MS = 1_000;
const MAX_ANSWERS = 1_000;
/**
 * POSTs that change no catalogue answer: the page-view events every visit sends, scoring a
 * maturity self-assessment (a read with a body), and a comparison counted for the alternatives'
 * ranking (seen within the cache's second).
 */
const NOT_CATALOGUE_WRITES = new Set([
  "/api/events",
  "/api/maturity/results",
  "/api/compare/views",
]);
const REQUEST_ID_HEADER = "x-request-id";
/** What hono/request-id accepts from a client; anything else gets a new id (as requestId() does). */
const VALID_REQUEST_ID = /^[\w\-=]{1,255}$/;

/** The client's request id when it is a valid one, else a new one (as hono/request-id does). */
function requestIdFor(incoming: string | undefined): string {
  return incoming && VALID_REQUEST_ID.test(incoming) ? incoming : randomUUID();
}

interface Answer {
  /** The bytes the whole middleware chain sent (compressed when `encoding` says so). */
  body: Uint8Array<ArrayBuffer>;
  /** Its headers as the chain set them, but the request id. */
  headers: Record<string, string>;
  /** The same with its length, as Node's writeHead takes them (name, value, name, value...). */
  rawHeaders: string[];
}

/**
 * The hot catalogue answers (a page of tools, a tool, its reviews: the same for every visitor),
 * kept in memory for at most a second, as the whole middleware chain made them: headers
 * (security, ETag, Cache-Control, Vary) and body, once per encoding the browser accepts. A hit
 * goes out from the front of the app without running the chain again; a conditional request
 * (If-None-Match) always runs it, for its 304.
 *
 * A write through this process (any API request that is not a read) empties the cache when it
 * starts and when it ends, so the next read here sees the write; another process's write is seen
 * within the second. An answer read while a write was under way is not kept: it may be from
 * before the write.
 */
export function createAnswerCache(options: {
  cachedPath: RegExp;
  logger?: Logger;
  /**
   * Told of each hit answered from Node's own request, which runs none of the app's middleware:
   * what the app counts for a served answer (a tool's view) is counted here.
   */
  onNodeHit?: (req: IncomingMessage, path: string) => void;
}) {
  const answers = new LRUCache<string, Answer>({ max: MAX_ANSWERS, ttl: ANSWER_TTL_MS });
  /** Bumped when a write starts and when it ends. */
  let generation = 0;
  /** The answers being made by a request now, by key. */
  const inFlight = new Map<string, Promise<Answer | undefined>>();

  const keyOf = (c: Context) => {
    const url = c.req.url;
    const query = url.indexOf("?");
    const encoding = chooseEncoding(c.req.header("accept-encoding")) ?? "identity";
    return `${encoding} ${c.req.path}${query === -1 ? "" : url.slice(query)}`;
  };

  const logHit = (requestId: string, path: string, started: number) =>
    options.logger?.info(
      {
        requestId,
        method: "GET",
        path: loggablePath(path),
        status: 200,
        ms: Math.round((performance.now() - started) * 10) / 10,
        cached: true,
      },
      "request",
    );

  const respond = (c: Context, answer: Answer) => {
    const started = performance.now();
    const requestId = requestIdFor(c.req.header(REQUEST_ID_HEADER));
    // A plain object of headers: @hono/node-server writes it out as it is.
    const response = new Response(answer.body, {
      status: 200,
      headers: { ...answer.headers, [REQUEST_ID_HEADER]: requestId },
    });
    logHit(requestId, c.req.path, started);
    return response;
  };

  /**
   * A hit answered from Node's own request, before Hono builds anything for it (the server's
   * listener calls this first; http/node-server.ts): the same bytes and headers as `respond`.
   * False when this is not a hit here; Hono then takes the request (and `serve` below).
   */
  const answerFromNode = (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== "GET" || req.headers["if-none-match"] !== undefined) return false;
    const url = req.url ?? "";
    const query = url.indexOf("?");
    const path = query === -1 ? url : url.slice(0, query);
    // Hono decodes an escaped path before matching it; such a request takes Hono's way.
    if (!path.startsWith("/") || path.includes("%") || !options.cachedPath.test(path)) {
      return false;
    }
    const encoding = chooseEncoding(req.headers["accept-encoding"]) ?? "identity";
    const hit = answers.get(`${encoding} ${url}`);
    if (!hit) return false;
    const started = performance.now();
    const incoming = req.headers[REQUEST_ID_HEADER];
    const requestId = requestIdFor(typeof incoming === "string" ? incoming : undefined);
    res.writeHead(200, [...hit.rawHeaders, REQUEST_ID_HEADER, requestId]);
    res.end(hit.body);
    logHit(requestId, path, started);
    options.onNodeHit?.(req, path);
    return true;
  };

  /** Runs the chain for a miss and keeps its answer if it may be kept. */
  const fetchAnswer = async (c: Context, next: () => Promise<void>, key: string) => {
    const started = generation;
    await next();
    if (c.res.status !== 200 || generation !== started) return undefined;
    if (c.res.headers.has("set-cookie")) return undefined;
    const body = await c.res
      .clone()
      .arrayBuffer()
      .then((bytes) => new Uint8Array(bytes))
      .catch(() => undefined);
    if (!body) return undefined;
    if (generation !== started) return undefined;
    const headers: Record<string, string> = {};
    const rawHeaders: string[] = [];
    c.res.headers.forEach((value, name) => {
      if (name === REQUEST_ID_HEADER) return;
      headers[name] = value;
      if (name !== "content-length") rawHeaders.push(name, value);
    });
    rawHeaders.push("content-length", String(body.byteLength));
    const answer = { body, headers, rawHeaders };
    answers.set(key, answer);
    return answer;
  };

  /**
   * First in the app: answers a hit at once; on a miss runs the chain and keeps its answer. A
   * miss while the same answer is being made waits for it, so when an answer expires under load
   * one request, not every connection at once, goes to the database.
   */
  const serve = createMiddleware(async (c, next) => {
    if (c.req.method !== "GET" || !options.cachedPath.test(c.req.path)) return next();
    if (c.req.header("if-none-match") !== undefined) return next();
    const key = keyOf(c);
    const hit = answers.get(key);
    if (hit) return respond(c, hit);
    const making = inFlight.get(key);
    if (making) {
      const made = await making.catch(() => undefined);
      if (made) return respond(c, made);
      return next();
    }
    const made = fetchAnswer(c, next, key);
    inFlight.set(key, made);
    try {
      await made;
    } finally {
      inFlight.delete(key);
    }
  });

  /**
   * For every API request: a write that may have changed something empties the cache once it is
   * done: one that succeeded, failed on the server's side or threw. A write the server refused
   * (4xx: signed out, forbidden, invalid, not found, rate-limited) changed nothing and leaves the
   * cache alone, so a stream of cheap refused POSTs cannot send every catalogue read to the
   * database. An answer being made while the write ran is not kept (`generation`): it may have
   * read the rows before the write committed. Not the POSTs that change no catalogue answer
   * (NOT_CATALOGUE_WRITES).
   */
  const writes = createMiddleware(async (c, next) => {
    const method = c.req.method;
    if (method === "GET" || method === "HEAD" || method === "OPTIONS") return next();
    if (NOT_CATALOGUE_WRITES.has(c.req.path)) return next();
    let refused = false;
    try {
      await next();
      refused = c.res.status >= 400 && c.res.status < 500;
    } finally {
      if (!refused) {
        generation += 1;
        answers.clear();
      }
    }
  });

  return {
    serve,
    writes,
    answerFromNode,
    clear: () => answers.clear(),
    size: () => answers.size,
  };
}

export type AnswerCache = ReturnType<typeof createAnswerCache>;
