export const ROLES = ["business", "vendor", "admin"] as const;
export type Role = (typeof ROLES)[number];

/** Roles a visitor may choose at sign-up; admin is granted only by an operator. */
export const SIGN_UP_ROLES = ["business", "vendor"] as const satisfies readonly Role[];
export type SignUpRole = (typeof SIGN_UP_ROLES)[number];

export const DEFAULT_ROLE: Role = "business";

export function isRole(value: unknown): value is Role {
  return typeof value === "string" && (ROLES as readonly string[]).includes(value);
}

/** The role's own dashboard; anything unknown falls back to the business dashboard (SPEC §2). */
export function dashboardPathFor(role: string | null | undefined): string {
  if (role === "admin") return "/dashboard/admin";
  if (role === "vendor") return "/dashboard/vendor";
  return "/dashboard/business";
}
