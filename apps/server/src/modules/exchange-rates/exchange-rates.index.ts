import { EXCHANGE_RATE_LIMITS } from "@app/shared/exchange-rates";
import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { rateHistory, ratesInForce } from "./exchange-rates.repository.ts";
import { rateHistoryRoute, ratesInForceRoute, setRateRoute } from "./exchange-rates.routes.ts";
import { setExchangeRate } from "./exchange-rates.service.ts";

/** The rates prices are converted by: read by every priced page, set by the admin. */
export function exchangeRatesRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  for (const path of ["/admin/exchange-rates", "/admin/exchange-rates/*"])
    router.use(path, requireViewer(auth, ["admin"]));

  return router
    .openapi(ratesInForceRoute, async (c) => {
      c.header("Cache-Control", `public, max-age=${EXCHANGE_RATE_LIMITS.publicMaxAgeSeconds}`);
      return c.json({ rates: await ratesInForce(db) }, 200);
    })
    .openapi(setRateRoute, async (c) =>
      c.json(await setExchangeRate(db, c.var.viewer, c.req.valid("json")), 201),
    )
    .openapi(rateHistoryRoute, async (c) =>
      c.json(await rateHistory(db, c.req.valid("query")), 200),
    );
}
