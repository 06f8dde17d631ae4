import {
  adminConsultationSchema,
  consultationListQuerySchema,
  consultationListSchema,
  consultationNoteInputSchema,
  consultationStatusInputSchema,
  myConsultationListQuerySchema,
  myConsultationSchema,
} from "@app/shared/consultations";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: z.uuid() });
const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin"),
};

export const listConsultationsRoute = createRoute({
  method: "get",
  path: "/admin/consultations",
  tags: ["Consultations"],
  summary: "Consultation requests of one status or all, newest first, paged (admin)",
  request: { query: consultationListQuerySchema },
  responses: {
    200: jsonContent("One page of requests and the total", consultationListSchema),
    400: errorContent("Invalid status or paging"),
    ...adminErrors,
  },
});

export const getConsultationRoute = createRoute({
  method: "get",
  path: "/admin/consultations/{id}",
  tags: ["Consultations"],
  summary: "Every field the requester sent and the request's history with notes (admin)",
  request: { params },
  responses: {
    200: jsonContent("The request", adminConsultationSchema),
    400: errorContent("Malformed id"),
    ...adminErrors,
    404: errorContent("No such request"),
  },
});

export const changeConsultationStatusRoute = createRoute({
  method: "post",
  path: "/admin/consultations/{id}/status",
  tags: ["Consultations"],
  summary:
    "Move a request along the pipeline (pending -> contacted -> scheduled -> completed, or cancelled) with an optional internal note (admin)",
  request: { params, body: jsonBody(consultationStatusInputSchema) },
  responses: {
    200: jsonContent("Changed; history step and audit row written", adminConsultationSchema),
    400: errorContent("Malformed id, status or note"),
    ...adminErrors,
    404: errorContent("No such request"),
    409: errorContent("Not a step the request can take from its status, or changed meanwhile"),
  },
});

export const addConsultationNoteRoute = createRoute({
  method: "post",
  path: "/admin/consultations/{id}/notes",
  tags: ["Consultations"],
  summary: "Add an internal note to a request without changing its status (admin)",
  request: { params, body: jsonBody(consultationNoteInputSchema) },
  responses: {
    200: jsonContent("Noted; history step and audit row written", adminConsultationSchema),
    400: errorContent("Malformed id or note"),
    ...adminErrors,
    404: errorContent("No such request"),
  },
});

export const listMyConsultationsRoute = createRoute({
  method: "get",
  path: "/me/consultations",
  tags: ["Consultations"],
  summary:
    "The signed-in user's consultation requests, newest first: made from this account, or from its e-mail once verified",
  request: { query: myConsultationListQuerySchema },
  responses: {
    200: jsonContent("One page of the user's requests and the total", consultationListSchema),
    400: errorContent("Invalid paging"),
    401: errorContent("Not signed in"),
  },
});

export const getMyConsultationRoute = createRoute({
  method: "get",
  path: "/me/consultations/{id}",
  tags: ["Consultations"],
  summary: "One of the signed-in user's requests and its status changes (not the internal notes)",
  request: { params },
  responses: {
    200: jsonContent("The request", myConsultationSchema),
    400: errorContent("Malformed id"),
    401: errorContent("Not signed in"),
    404: errorContent("No such request of this user"),
  },
});
