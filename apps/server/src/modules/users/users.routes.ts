import {
  adminUserSchema,
  userBanInputSchema,
  userFactorResetInputSchema,
  userIdSchema,
  userListQuerySchema,
  userListSchema,
  userRoleInputSchema,
} from "@app/shared/users";
import { createRoute } from "@hono/zod-openapi";
import { z } from "zod";
import { errorContent, jsonBody, jsonContent } from "../../http/openapi-app.ts";

const params = z.object({ id: userIdSchema });
const adminErrors = {
  401: errorContent("Not signed in"),
  403: errorContent("Not an admin, or acting on oneself"),
};

export const listUsersRoute = createRoute({
  method: "get",
  path: "/admin/users",
  tags: ["Users"],
  summary: "Accounts newest first, searched by name or e-mail and filtered by role, paged (admin)",
  request: { query: userListQuerySchema },
  responses: {
    200: jsonContent("One page of accounts and the total", userListSchema),
    400: errorContent("Invalid search, role or paging"),
    ...adminErrors,
  },
});

const changeResponses = (done: string) => ({
  200: jsonContent(`${done}; audit row written`, adminUserSchema),
  400: errorContent("Malformed id or body"),
  ...adminErrors,
  404: errorContent("No such user"),
  409: errorContent("Nothing to change, or it would leave no admin"),
});

export const setUserRoleRoute = createRoute({
  method: "patch",
  path: "/admin/users/{id}/role",
  tags: ["Users"],
  summary: "Change an account's role; never one's own, never the last admin's (admin)",
  request: { params, body: jsonBody(userRoleInputSchema) },
  responses: changeResponses("Role changed"),
});

export const banUserRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/ban",
  tags: ["Users"],
  summary: "Ban an account with a reason: its sessions end at once and sign-in is refused (admin)",
  request: { params, body: jsonBody(userBanInputSchema) },
  responses: changeResponses("Banned and signed out everywhere"),
});

export const unbanUserRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/unban",
  tags: ["Users"],
  summary: "Lift a ban: the account may sign in again (admin)",
  request: { params },
  responses: changeResponses("Ban lifted"),
});

export const resetSignInFactorsRoute = createRoute({
  method: "post",
  path: "/admin/users/{id}/sign-in-factors/reset",
  tags: ["Users"],
  summary:
    "Turn off an account's two-factor sign-in and remove its passkeys, once its owner proved who they are (the reason says how); its sessions end (admin)",
  request: { params, body: jsonBody(userFactorResetInputSchema) },
  responses: changeResponses("Factors removed and signed out everywhere"),
});
