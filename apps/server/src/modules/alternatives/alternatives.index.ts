import { COMPARE_VIEW_LIMITS } from "@app/shared/alternatives";
import type { Db } from "../../db/client.ts";
import { clientIp } from "../../http/client-ip.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { quotaSubject, rateLimit } from "../../http/rate-limit.ts";
import { localLanguage } from "../catalog/search-index/search-languages.ts";
import { getAlternativesRoute, recordCompareViewRoute } from "./alternatives.routes.ts";
import { findAlternatives } from "./alternatives.service.ts";
import { recordCompareView } from "./compare-views.service.ts";

/**
 * A tool's alternatives (the same for every visitor: its ETag and answer cache are the
 * catalogue's shared reads, catalog.index.ts), and the comparisons readers make, which rank them.
 */
export function alternativesRouter(db: Db, options: { trustProxy: number }) {
  const router = createRouter();
  const perAddress = (name: string, max: number, windowSeconds: number) =>
    rateLimit(db, { name, max, windowSeconds, trustProxy: options.trustProxy });
  router.use("/compare/views", perAddress("compare-views", COMPARE_VIEW_LIMITS.perMinute, 60));
  router.use(
    "/compare/views",
    perAddress("compare-views-day", COMPARE_VIEW_LIMITS.perDay, 24 * 60 * 60),
  );
  return router
    .openapi(getAlternativesRoute, async (c) => {
      const lang = localLanguage(c.req.valid("query").lang);
      return c.json(await findAlternatives(db, c.req.valid("param").id, lang), 200);
    })
    .openapi(recordCompareViewRoute, async (c) => {
      const reader = quotaSubject(clientIp(c, options.trustProxy));
      await recordCompareView(db, reader, c.req.valid("json").ids);
      return c.body(null, 202);
    });
}
