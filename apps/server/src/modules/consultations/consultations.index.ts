import type { Auth } from "../../auth/auth.ts";
import { requireViewer, type ViewerEnv } from "../../auth/viewer.ts";
import type { Db } from "../../db/client.ts";
import { createRouter } from "../../http/openapi-app.ts";
import {
  getConsultation,
  getMyConsultation,
  listConsultations,
  listMyConsultations,
} from "./consultations.repository.ts";
import {
  addConsultationNoteRoute,
  changeConsultationStatusRoute,
  getConsultationRoute,
  getMyConsultationRoute,
  listConsultationsRoute,
  listMyConsultationsRoute,
} from "./consultations.routes.ts";
import {
  addConsultationNote,
  type ConsultationMail,
  changeConsultationStatus,
} from "./consultations.service.ts";

/** The admin's consultation pipeline and the requester's own view of it; roles checked here. */
export function consultationsRouter(auth: Auth, db: Db, mail: ConsultationMail) {
  const router = createRouter<ViewerEnv>();
  const viewer = requireViewer(auth);
  for (const path of ["/admin/consultations", "/admin/consultations/*"])
    router.use(path, requireViewer(auth, ["admin"]));
  // Any signed-in account may have booked one: each sees only its own.
  router.use("/me/consultations", viewer);
  router.use("/me/consultations/*", viewer);

  return router
    .openapi(listConsultationsRoute, async (c) =>
      c.json(await listConsultations(db, c.req.valid("query")), 200),
    )
    .openapi(getConsultationRoute, async (c) =>
      c.json(await getConsultation(db, c.req.valid("param").id), 200),
    )
    .openapi(changeConsultationStatusRoute, async (c) => {
      const { id } = c.req.valid("param");
      return c.json(
        await changeConsultationStatus(db, mail, c.var.viewer, id, c.req.valid("json")),
        200,
      );
    })
    .openapi(addConsultationNoteRoute, async (c) => {
      const { id } = c.req.valid("param");
      const { note } = c.req.valid("json");
      return c.json(await addConsultationNote(db, c.var.viewer, id, note), 200);
    })
    .openapi(listMyConsultationsRoute, async (c) =>
      c.json(await listMyConsultations(db, c.var.viewer.id, c.req.valid("query")), 200),
    )
    .openapi(getMyConsultationRoute, async (c) =>
      c.json(await getMyConsultation(db, c.var.viewer.id, c.req.valid("param").id), 200),
    );
}
