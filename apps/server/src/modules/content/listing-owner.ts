import type { ListingOwnerRefusal } from "@app/shared/review";
import { eq } from "drizzle-orm";
import type { Tx } from "../../db/client.ts";
import { user } from "../../db/schema/auth.ts";

/**
 * The one rule for "may own a listing" (solutions_catalog.vendor_user_id), used when an admin
 * assigns a listing by hand and when an approved submission would go to its submitter: the
 * account exists, has the vendor role and has confirmed its e-mail address. Answers null when it
 * may, else why not (a key of VENDOR_ASSIGN_REFUSALS).
 */
export function listingOwnerRefusal(
  account: { role: string | null; emailVerified: boolean } | undefined,
): ListingOwnerRefusal | null {
  if (!account) return "noAccount";
  if (account.role !== "vendor") return "notVendor";
  if (!account.emailVerified) return "unconfirmed";
  return null;
}

const ownerColumns = { id: user.id, role: user.role, emailVerified: user.emailVerified };

/** The account by id, with what listingOwnerRefusal reads; undefined without one. */
export async function accountById(tx: Tx, id: string | null) {
  if (!id) return undefined;
  const [row] = await tx.select(ownerColumns).from(user).where(eq(user.id, id));
  return row;
}

/** The account by its (lower-case) address, like accountById. */
export async function accountByEmail(tx: Tx, email: string) {
  const [row] = await tx.select(ownerColumns).from(user).where(eq(user.email, email));
  return row;
}
