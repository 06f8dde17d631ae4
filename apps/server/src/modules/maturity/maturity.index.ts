import { createHash } from "node:crypto";
import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { rateLimit } from "../../http/rate-limit.ts";
import { idempotencyKey } from "../leads/idempotency.ts";
import { historyOf } from "./maturity.repository.ts";
import { listMaturityRoute, maturityResultRoute, saveMaturityRoute } from "./maturity.routes.ts";
import { assessMaturity, saveAssessment } from "./maturity.service.ts";

/** Scoring is open to anyone and reads the catalogue: limited per address like the forms. */
export const MATURITY_RESULTS_PER_TEN_MINUTES = 60;

/** The digital maturity self-assessment: anyone scores one; a signed-in user saves and compares. */
export function maturityRouter(auth: Auth, db: Db, options: { trustProxy: number }) {
  const router = createRouter<ViewerEnv>();
  router.use(
    "/maturity/results",
    rateLimit(db, {
      name: "maturity-results",
      max: MATURITY_RESULTS_PER_TEN_MINUTES,
      windowSeconds: 600,
      trustProxy: options.trustProxy,
    }),
  );
  router.use("/me/maturity-assessments", requireViewer(auth));

  return router
    .openapi(maturityResultRoute, async (c) =>
      c.json(await assessMaturity(db, c.req.valid("json")), 200),
    )
    .openapi(saveMaturityRoute, async (c) => {
      const userId = c.var.viewer.id;
      const key = idempotencyKey(c);
      const input = c.req.valid("json");
      const hash = createHash("sha256").update(JSON.stringify(input)).digest("hex");
      const { replayed, ...saved } = await saveAssessment(
        db,
        userId,
        input,
        key ? { key: `${userId}:${key}`, hash } : undefined,
      );
      return c.json(saved, replayed ? 200 : 201);
    })
    .openapi(listMaturityRoute, async (c) =>
      c.json({ items: await historyOf(db, c.var.viewer.id) }, 200),
    );
}
