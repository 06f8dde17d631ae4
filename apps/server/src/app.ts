import { LEADS_LIMITS } from "@app/shared/leads";
import { MAX_BODY_BYTES } from "@app/shared/limits";
import { OpenAPIHono } from "@hono/zod-openapi";
import type { Context } from "hono";
import { bodyLimit } from "hono/body-limit";
import { requestId } from "hono/request-id";
import { authRoutes } from "./auth/auth.routes.ts";
import type { Auth } from "./auth/auth.ts";
import type { Config } from "./config.ts";
import type { Db } from "./db/client.ts";
import { createAnswerCache } from "./http/answer-cache.ts";
import { compressAnswers } from "./http/compress.ts";
import { errorResponse } from "./http/error-response.ts";
import { BODY_METHODS, inputGuard } from "./http/input-guard.ts";
import { createLifecycle, type Lifecycle } from "./http/lifecycle.ts";
import { createErrorHandler } from "./http/on-error.ts";
import { originCheck } from "./http/origin-check.ts";
import { loadPageRenderer } from "./http/page-renderer.ts";
import { createProxyCheck } from "./http/proxy-check.ts";
import { requestLog } from "./http/request-log.ts";
import { securityHeaders } from "./http/security-headers.ts";
import { spaRouter } from "./http/spa.ts";
import type { Logger } from "./logger.ts";
import { adminAnalyticsRouter } from "./modules/admin/admin-analytics.index.ts";
import { adminStatsRouter } from "./modules/admin/admin-stats.index.ts";
import { alternativesRouter } from "./modules/alternatives/alternatives.index.ts";
import { analyticsRouter } from "./modules/analytics/analytics.index.ts";
import { createToolCounter, IN_PROCESS } from "./modules/analytics/tool-counts.ts";
import { auditRouter } from "./modules/audit/audit.index.ts";
import { bookingsRouter } from "./modules/bookings/bookings.index.ts";
import { CATALOGUE_READS, catalogRouter } from "./modules/catalog/catalog.index.ts";
import { consultationsRouter } from "./modules/consultations/consultations.index.ts";
import { contentRouter } from "./modules/content/content.index.ts";
import { exchangeRatesRouter } from "./modules/exchange-rates/exchange-rates.index.ts";
import { favoritesRouter } from "./modules/favorites/favorites.index.ts";
import { healthRouter } from "./modules/health/health.index.ts";
import { devMailboxRouter } from "./modules/leads/dev-mailbox.index.ts";
import { leadsRouter } from "./modules/leads/leads.index.ts";
import { maturityRouter } from "./modules/maturity/maturity.index.ts";
import { meRouter } from "./modules/me/me.index.ts";
import { ratingsRouter } from "./modules/ratings/ratings.index.ts";
import { recommendationsRouter } from "./modules/recommendations/recommendations.index.ts";
import { reportsRouter } from "./modules/reports/reports.index.ts";
import { reviewRouter } from "./modules/review/review.index.ts";
import { reviewRepliesRouter } from "./modules/review-replies/review-replies.index.ts";
import { reviewVotesRouter } from "./modules/review-votes/review-votes.index.ts";
import { createPageHeads } from "./modules/seo/page-heads.ts";
import { seoRouter } from "./modules/seo/seo.index.ts";
import { usersRouter } from "./modules/users/users.index.ts";
import { vendorAnalyticsRouter } from "./modules/vendor/vendor-analytics.index.ts";
import { vendorStatsRouter } from "./modules/vendor/vendor-stats.index.ts";
import { registerAuthPaths } from "./openapi/auth-paths.ts";
import { renderReferencePage } from "./openapi/reference-page.ts";

export interface AppDeps {
  config: Config;
  db: Db;
  auth: Auth;
  logger: Logger;
  /** Set while the process shuts down: /readyz fails from then on (index.ts). */
  lifecycle?: Lifecycle;
}

const OPENAPI_INFO = {
  openapi: "3.1.0",
  info: {
    title: "AI Marketplace API",
    version: "1.0.0",
    description: "JSON API of the marketplace. Errors: { error: { code, message, fields? } }.",
  },
};

/** Builds the whole HTTP app (API + SPA) without listening, so tests can call `app.request()`. */
export function createApp({ config, db, auth, logger, lifecycle = createLifecycle() }: AppDeps) {
  const app = new OpenAPIHono();
  app.onError(createErrorHandler(logger));
  // A tool's page or detail served counts its view, from the hot answer cache too (first, so a
  // kept answer counts), and a visit through GET /api/tools/{id}/visit its website click.
  const toolCounts = createToolCounter({
    db,
    auth,
    secret: config.authSecret,
    trustProxy: config.trustProxy,
    logger,
  });
  app.use(toolCounts.views);
  // Before the rest of the chain: a kept catalogue answer goes out as the chain made it.
  const answers = createAnswerCache({
    cachedPath: CATALOGUE_READS,
    logger,
    onNodeHit: toolCounts.viewFromNode,
  });
  app.use(answers.serve);
  app.use(requestId());
  app.use(requestLog(logger));
  const proxyCheck = createProxyCheck({
    production: config.env === "production",
    trustProxy: config.trustProxy,
    logger,
  });
  app.use(proxyCheck.middleware);
  app.use(compressAnswers());
  app.use(
    securityHeaders({
      httpsOnly: config.publicUrl.startsWith("https://"),
      trustProxy: config.trustProxy,
    }),
  );
  // The lead forms carry long free text (a field over its limit is a 400 with the field named);
  // everything else is small. Both limits are built once, and each request takes one of them.
  // Refused before its body is read: the rest of that body is still on the connection, where it
  // would be taken for the next request. The connection ends with this answer instead.
  const tooLarge = (c: Context) => {
    c.header("Connection", "close");
    return errorResponse(c, "PAYLOAD_TOO_LARGE", "Request body is too large.");
  };
  const leadsLimit = bodyLimit({ maxSize: LEADS_LIMITS.maxBodyBytes, onError: tooLarge });
  const apiLimit = bodyLimit({ maxSize: MAX_BODY_BYTES, onError: tooLarge });
  const LEAD_PATHS = new Set(["/api/consultations", "/api/tool-submissions"]);
  // A vendor's resubmission, or revision of a live listing, carries the submission form's fields.
  const isLeadPath = (path: string) =>
    LEAD_PATHS.has(path) ||
    path.startsWith("/api/vendor/submissions/") ||
    path.startsWith("/api/vendor/listings/");
  // Only where a body can come: the limit reads `c.req.raw.body`, which makes @hono/node-server
  // build the whole Fetch Request (with its AbortSignal), a quarter of a cached read's time.
  app.use("/api/*", (c, next) => {
    if (!BODY_METHODS.has(c.req.method)) return next();
    return (isLeadPath(c.req.path) ? leadsLimit : apiLimit)(c, next);
  });
  app.use(
    "/api/*",
    originCheck({ trustedOrigins: config.trustedOrigins, trustProxy: config.trustProxy }),
  );
  app.use("/api/*", inputGuard());
  app.use("/api/*", answers.writes);

  app.route("/", healthRouter(db, lifecycle, proxyCheck.warnings));
  app.route(
    "/api/auth",
    authRoutes(auth, db, {
      trustProxy: config.trustProxy,
      secret: config.authSecret,
      secureCookies: config.publicUrl.startsWith("https://"),
    }),
  );
  app.route("/api", favoritesRouter(auth, db));
  app.route("/api", meRouter(auth));
  app.route("/api", catalogRouter(db));
  app.route("/api", alternativesRouter(db, { trustProxy: config.trustProxy }));
  app.route("/api", ratingsRouter(auth, db));
  app.route("/api", reviewVotesRouter(auth, db));
  app.route("/api", reviewRepliesRouter(auth, db));
  app.route("/api", analyticsRouter(auth, db, toolCounts, { trustProxy: config.trustProxy }));
  app.route(
    "/api",
    leadsRouter(
      auth,
      db,
      { site: config.site, teamInbox: config.mail.teamInbox, publicUrl: config.publicUrl },
      {
        trustProxy: config.trustProxy,
      },
    ),
  );
  app.route("/api", adminStatsRouter(auth, db));
  app.route("/api", adminAnalyticsRouter(auth, db));
  app.route("/api", reviewRouter(auth, db, { site: config.site, publicUrl: config.publicUrl }));
  app.route("/api", vendorStatsRouter(auth, db));
  app.route("/api", vendorAnalyticsRouter(auth, db));
  app.route("/api", usersRouter(auth, db));
  app.route("/api", contentRouter(auth, db));
  app.route("/api", reportsRouter(auth, db));
  app.route("/api", recommendationsRouter(auth, db));
  app.route("/api", maturityRouter(auth, db, { trustProxy: config.trustProxy }));
  app.route(
    "/api",
    consultationsRouter(auth, db, {
      site: config.site,
      publicUrl: config.publicUrl,
      teamInbox: config.mail.teamInbox,
    }),
  );
  app.route(
    "/api",
    bookingsRouter(
      auth,
      db,
      { site: config.site, teamInbox: config.mail.teamInbox, publicUrl: config.publicUrl },
      { trustProxy: config.trustProxy },
    ),
  );
  app.route("/api", auditRouter(auth, db));
  app.route("/api", exchangeRatesRouter(auth, db));
  if (config.mail.devMailbox) {
    app.route("/", devMailboxRouter(auth, db, { trustProxy: config.trustProxy }));
  }

  registerAuthPaths(app);
  app.doc31("/api/openapi.json", OPENAPI_INFO);
  app.get("/api/reference", (c) =>
    c.html(renderReferencePage(app.getOpenAPI31Document(OPENAPI_INFO) as never)),
  );
  app.all("/api/*", (c) =>
    errorResponse(c, "NOT_FOUND", `No API route ${c.req.method} ${c.req.path}.`),
  );

  app.route("/", seoRouter(db, { publicUrl: config.publicUrl }));
  const headFor = createPageHeads({
    db,
    publicUrl: config.publicUrl,
    brandName: config.site.brandName,
    logger,
  });
  // Pages render with the app's own public API, answered in-process.
  const renderPage = loadPageRenderer(config.webDist, {
    site: config.site,
    fetchApi: async (input, init) => app.request(input as string, init, { [IN_PROCESS]: true }),
    logger,
  });
  app.route("/", spaRouter(config.webDist, config.site, headFor, renderPage));
  // The server answers kept answers before Hono (http/node-server.ts).
  return Object.assign(app, { answers, toolCounts });
}

export type App = ReturnType<typeof createApp>;
