import {
  ADMIN_ANALYTICS_LIMITS,
  addDays,
  PERIOD_PROBLEM_MESSAGES,
  periodProblem,
} from "@app/shared/admin-analytics";
import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { AppError } from "../../http/app-error.ts";
import { createRouter } from "../../http/openapi-app.ts";
import { adminAlerts } from "./admin-alerts.repository.ts";
import { adminAnalytics, type Period } from "./admin-analytics.repository.ts";
import { adminAlertsRoute, adminAnalyticsRoute } from "./admin-analytics.routes.ts";
import { createTopTools } from "./top-tools.ts";

/** The asked period with its missing ends filled in: up to today, 30 days long. */
export function resolvePeriod(query: { from?: string; to?: string }, now: Date): Period {
  const to = query.to ?? now.toISOString().slice(0, 10);
  const from = query.from ?? addDays(to, 1 - ADMIN_ANALYTICS_LIMITS.defaultDays);
  const problem = periodProblem(from, to);
  if (problem) {
    throw new AppError("VALIDATION_FAILED", "Some fields are invalid.", {
      [problem.field]: [PERIOD_PROBLEM_MESSAGES[problem.code]],
    });
  }
  return { from, to };
}

/** The admin dashboard's Advanced Analytics tab and the alerts above its tabs. */
export function adminAnalyticsRouter(auth: Auth, db: Db) {
  const router = createRouter<ViewerEnv>();
  const topTools = createTopTools(db);
  for (const path of ["/admin/analytics", "/admin/alerts"])
    router.use(path, requireViewer(auth, ["admin"]));
  return router
    .openapi(adminAnalyticsRoute, async (c) => {
      const now = new Date();
      const period = resolvePeriod(c.req.valid("query"), now);
      const today = now.toISOString().slice(0, 10);
      return c.json(await adminAnalytics(db, period, (p) => topTools(p, today)), 200);
    })
    .openapi(adminAlertsRoute, async (c) =>
      c.json({ alerts: await adminAlerts(db, new Date()) }, 200),
    );
}
