import { createHash, createHmac } from "node:crypto";
import type { IncomingMessage } from "node:http";
import { splitLanguagePath } from "@app/shared/language-path";
import { TOOL_VIEW_LIMITS } from "@app/shared/limits";
import { and, eq } from "drizzle-orm";
import type { Context } from "hono";
import { createMiddleware } from "hono/factory";
import { LRUCache } from "lru-cache";
import type { Auth } from "../../auth/auth.ts";
import { loadViewer } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { analyticsEvents, solutionsCatalog as t } from "../../db/schema/catalog.ts";
import { clientIp, pickClientIp } from "../../http/client-ip.ts";
import { DAY_SECONDS, quotaSubject, takeQuota } from "../../http/rate-limit.ts";
import type { Logger } from "../../logger.ts";

/** What the server counts itself: a tool served, a visitor sent to its website. */
export type ToolCountType = "tool_view" | "website_click";

/** Who asked, from what any request carries (a Hono context's or Node's own). */
export interface Caller {
  /** The client's network: its IPv4 address or IPv6 /64 (quotaSubject). */
  network: string;
  userAgent: string;
  cookie: string | undefined;
}

/** Counts under way at once; past it a view is served and not counted (an overload's estimate). */
const MAX_PENDING = 16;
/** Marks of what this process has counted today (see `seen`), so repeats skip the database. */
const SEEN_MARKS = 50_000;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** GET /api/tools/{id}: the tool's detail, as the tool page fetches it in the browser. */
const TOOL_READ = /^\/api\/tools\/([^/]+)$/;
/** The tool page as the server renders it, in any language: /tool/{id}, /ar/tool/{id}... */
const TOOL_PAGE = /^\/tool\/([^/]+)$/;

/** Set on the app's own in-process requests (the page renderer's API calls): never counted. */
export const IN_PROCESS = "inProcess";

/** The tool a served path is about: the detail read or the rendered page, else null. */
export function toolOfPath(path: string): string | null {
  const read = TOOL_READ.exec(path)?.[1];
  const page = read ? undefined : TOOL_PAGE.exec(splitLanguagePath(path).path)?.[1];
  const key = read ?? page;
  if (!key) return null;
  try {
    return decodeURIComponent(key);
  } catch {
    return null;
  }
}

const utcDay = () => new Date().toISOString().slice(0, 10);

/**
 * Counts tool views where the server serves a tool (its page, GET /api/tools/{id}, from the hot
 * answer cache too) and website clicks where it sends a visitor on (GET /api/tools/{id}/visit):
 * one analytics event per visitor, tool and UTC day. A visitor is the signed-in account, else a
 * keyed hash (HMAC with the auth secret) of the client's network (IPv4 address or IPv6 /64) and
 * user agent: no address is stored. At most TOOL_VIEW_LIMITS counts go to the database a day per
 * account or network and type; beyond them the tool is served as ever and nothing is counted.
 * Counts run in the background; a repeat this process has seen today costs a hash and a lookup.
 */
export function createToolCounter(deps: {
  db: Db;
  auth: Auth;
  secret: string;
  trustProxy: number;
  logger: Logger;
}) {
  const { db, auth, secret, trustProxy, logger } = deps;
  /**
   * `day|type|caller` (a caller over its day's cap) and `day|type|caller|tool` (a count made,
   * under way or found made): what the database need not be asked again today.
   */
  const seen = new LRUCache<string, true>({ max: SEEN_MARKS });
  const pending = new Set<Promise<void>>();

  /** Counts once per visitor, tool and day, unless the caller's day is over its cap. */
  async function count(
    caller: Caller,
    type: ToolCountType,
    idOrSlug: string,
    marks: { day: string; callerMark: string },
  ): Promise<void> {
    const { network } = caller;
    const viewer = caller.cookie
      ? await loadViewer(auth, new Headers({ cookie: caller.cookie }))
      : null;
    const key = UUID.test(idOrSlug) ? eq(t.id, idOrSlug) : eq(t.slug, idOrSlug);
    const [tool] = await db
      .select({ id: t.id })
      .from(t)
      .where(and(key, eq(t.status, "published")))
      .limit(1);
    if (!tool) return;
    const visitor = viewer
      ? `account:${viewer.id}`
      : createHmac("sha256", secret).update(`${network}|${caller.userAgent}`).digest("base64url");
    // The day's mark is a request counter of one (request_quota, purged after a day); a repeat
    // (another process's, or after this one forgot) stops here, before the caller's cap.
    const mark = `${type}:${marks.day}:${visitor}:${tool.id}`;
    if (!(await takeQuota(db, mark, 1, DAY_SECONDS)).within) return;
    // The caller's day of counts (an account's wherever it is, a network's otherwise).
    const capped = viewer
      ? { key: `${type}-account-day:${viewer.id}`, max: TOOL_VIEW_LIMITS.countedPerAccountPerDay }
      : { key: `${type}-day:${network}`, max: TOOL_VIEW_LIMITS.countedPerAddressPerDay };
    if (!(await takeQuota(db, capped.key, capped.max, DAY_SECONDS)).within) {
      seen.set(marks.callerMark, true);
      return;
    }
    await db.insert(analyticsEvents).values({
      userId: viewer?.id ?? null,
      eventType: type,
      eventData: {},
      solutionId: tool.id,
      ipAddress: null,
      userAgent: caller.userAgent.slice(0, 500) || null,
    });
  }

  /**
   * Counts without holding up the answer; a failure is logged, never the reader's. A repeat this
   * process has seen today (or is counting now) goes no further: no session, no query.
   */
  function countLater(caller: Caller, type: ToolCountType, idOrSlug: string): void {
    const day = utcDay();
    const who = createHash("sha256")
      .update(`${caller.network}|${caller.userAgent}|${caller.cookie ?? ""}`)
      .digest("base64url");
    const callerMark = `${day}|${type}|${who}`;
    const mark = `${callerMark}|${idOrSlug}`;
    if (seen.has(mark) || seen.has(callerMark) || pending.size >= MAX_PENDING) return;
    seen.set(mark, true);
    const counting = count(caller, type, idOrSlug, { day, callerMark })
      .catch((err: unknown) => {
        seen.delete(mark);
        logger.warn({ err }, `${type}: not counted`);
      })
      .finally(() => pending.delete(counting));
    pending.add(counting);
  }

  const callerOf = (c: Context): Caller => ({
    network: quotaSubject(clientIp(c, trustProxy)),
    userAgent: c.req.header("user-agent") ?? "",
    cookie: c.req.header("cookie"),
  });

  return {
    /** Counts a website click in the background (the redirect does not wait for it). */
    countClick(c: Context, idOrSlug: string): void {
      countLater(callerOf(c), "website_click", idOrSlug);
    },

    /**
     * First in the app, before the hot answer cache: a GET of a tool's page or detail answered
     * 200 or 304 counts its view (a published tool's: the count looks it up). The app's own
     * in-process requests (the page renderer's) are not a visitor.
     */
    views: createMiddleware(async (c, next) => {
      await next();
      if (c.req.method !== "GET" || (c.res.status !== 200 && c.res.status !== 304)) return;
      if ((c.env as Record<string, unknown> | undefined)?.[IN_PROCESS]) return;
      const tool = toolOfPath(c.req.path);
      if (tool) countLater(callerOf(c), "tool_view", tool);
    }),

    /** A detail read the hot answer cache answered from Node's own request (http/node-server.ts). */
    viewFromNode(req: IncomingMessage, path: string): void {
      const tool = toolOfPath(path);
      if (!tool) return;
      const forwarded = req.headers["x-forwarded-for"];
      const caller: Caller = {
        network: quotaSubject(
          pickClientIp(
            Array.isArray(forwarded) ? forwarded.join(",") : forwarded,
            () => req.socket.remoteAddress,
            trustProxy,
          ),
        ),
        userAgent: req.headers["user-agent"] ?? "",
        cookie: req.headers.cookie,
      };
      countLater(caller, "tool_view", tool);
    },

    /** Resolves once every count under way has been written (tests, shutdown). */
    async settled(): Promise<void> {
      while (pending.size > 0) await Promise.all([...pending]);
    },
  };
}

export type ToolCounter = ReturnType<typeof createToolCounter>;
