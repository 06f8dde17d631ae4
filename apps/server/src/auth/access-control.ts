import { createAccessControl } from "better-auth/plugins/access";
import { adminAc, defaultStatements } from "better-auth/plugins/admin/access";

/** Permissions for Better Auth's admin plugin: only admins manage users and sessions. */
export const accessControl = createAccessControl(defaultStatements);

export const roles = {
  admin: adminAc,
  business: accessControl.newRole({ user: [], session: [] }),
  vendor: accessControl.newRole({ user: [], session: [] }),
};
