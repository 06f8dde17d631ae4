import { z } from "zod";
import { searchedPageSchema } from "./paging.ts";
import { ROLES } from "./roles.ts";

/** Limits of the admin's user management: the one definition. */
export const USER_ADMIN_LIMITS = {
  queryMax: 100,
  reasonMin: 3,
  reasonMax: 500,
  pageSizeDefault: 20,
  pageSizeMax: 100,
  pageMax: 10_000,
} as const;

/**
 * A user id as the server makes them: Better Auth's 32 letters and digits, or a uuid (seeded
 * accounts); anything else is refused before it reaches the database.
 */
export const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** GET /api/admin/users query string: a substring of the name or e-mail, a role, a page. */
export const userListQuerySchema = z.strictObject({
  q: z.string().trim().max(USER_ADMIN_LIMITS.queryMax).optional(),
  role: z.enum(ROLES).optional(),
  page: z.coerce.number().int().min(1).max(USER_ADMIN_LIMITS.pageMax).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(USER_ADMIN_LIMITS.pageSizeMax)
    .default(USER_ADMIN_LIMITS.pageSizeDefault),
});
export type UserListQuery = z.input<typeof userListQuerySchema>;

/** PATCH /api/admin/users/{id}/role body. */
export const userRoleInputSchema = z.strictObject({ role: z.enum(ROLES) });
export type UserRoleInput = z.input<typeof userRoleInputSchema>;

/** POST /api/admin/users/{id}/ban body: the reason, kept on the account. */
export const userBanInputSchema = z.strictObject({
  reason: z.string().trim().min(USER_ADMIN_LIMITS.reasonMin).max(USER_ADMIN_LIMITS.reasonMax),
});
export type UserBanInput = z.input<typeof userBanInputSchema>;

/**
 * POST /api/admin/users/{id}/sign-in-factors/reset body: how the owner's identity was checked
 * (kept in the audit log). The recovery of an owner locked out by a factor they cannot use.
 */
export const userFactorResetInputSchema = userBanInputSchema;
export type UserFactorResetInput = z.input<typeof userFactorResetInputSchema>;

/** One account as the admin's user list shows it. */
export const adminUserSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: z.enum(ROLES),
  banned: z.boolean(),
  banReason: z.string().nullable(),
  /** ISO 8601 date and time. */
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof adminUserSchema>;

export const userListSchema = searchedPageSchema(adminUserSchema);
export type UserList = z.infer<typeof userListSchema>;
