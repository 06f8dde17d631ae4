import { VENDOR_ASSIGN_REFUSALS } from "@app/shared/content";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { type Browser, expectError, signedInAs } from "./accounts.ts";
import { client, confirmEmail } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { submission } from "./lead-fixtures.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

/**
 * Sends the tool form from `sender` (signed in or not) and has an admin approve it: the admin,
 * the approval's answer, the listing and the approval's audit row.
 */
async function submitAndApprove(sender: Browser, name: string) {
  const admin = (await signedInAs(t, "admin")).browser;
  const sent = await sender.post("/api/tool-submissions", {
    ...submission,
    name,
    websiteUrl: `https://${name.toLowerCase().replaceAll(" ", "-")}.example.com`,
  });
  expect(sent.status).toBe(201);
  const approved = await admin.post(`/api/admin/submissions/${sent.body.id}/approve`, {});
  expect(approved.status).toBe(200);
  const [listing] = await t.db
    .select()
    .from(solutionsCatalog)
    .where(eq(solutionsCatalog.id, approved.body.submission.catalogSolutionId));
  const [audit] = await t.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.action, "submission.approve"), eq(auditLog.entityId, sent.body.id)));
  return { admin, approved, listing, audit };
}

describe("one rule for who may own a listing: a vendor with a confirmed address (issue 46 point 6)", () => {
  it("publishes an unconfirmed business account's tool with no vendor, not verified, says why, and assigning it by hand is refused alike", async () => {
    const business = await signedInAs(t, "business", {}, { confirmEmail: false });
    const { admin, approved, listing, audit } = await submitAndApprove(
      business.browser,
      "Unowned Helper",
    );
    expect(approved.body.vendorNotAssigned).toBe("notVendor");
    expect(listing).toMatchObject({ status: "published", vendorUserId: null, verified: false });
    expect(audit?.after).toMatchObject({ status: "approved", vendorNotAssigned: "notVendor" });
    // The account does not get the listing's vendor pages.
    expect((await business.browser.get("/api/vendor/stats")).status).toBe(403);
    // Assigning the same account by hand is refused for the same reason.
    const assign = await admin.send("PUT", `/api/admin/listings/${listing?.id}/vendor`, {
      email: business.email,
    });
    expectError(assign, 400, "VALIDATION_FAILED");
    expect(assign.body.error.fields.email).toEqual([VENDOR_ASSIGN_REFUSALS.notVendor]);
  });

  it("publishes an unconfirmed vendor's tool with no vendor until they confirm and an admin assigns it", async () => {
    const vendor = await signedInAs(t, "vendor", {}, { confirmEmail: false });
    const { admin, approved, listing, audit } = await submitAndApprove(
      vendor.browser,
      "Early Helper",
    );
    expect(approved.body.vendorNotAssigned).toBe("unconfirmed");
    expect(listing).toMatchObject({ vendorUserId: null, verified: false });
    expect(audit?.after).toMatchObject({ vendorNotAssigned: "unconfirmed" });
    const assign = () =>
      admin.send("PUT", `/api/admin/listings/${listing?.id}/vendor`, { email: vendor.email });
    expect((await assign()).body.error.fields.email).toEqual([VENDOR_ASSIGN_REFUSALS.unconfirmed]);
    await confirmEmail(t, vendor.email);
    const assigned = await assign();
    expect(assigned.status).toBe(200);
    expect(assigned.body.vendorEmail).toBe(vendor.email);
  });

  it("publishes an anonymous form's tool with no vendor and not verified", async () => {
    const { approved, listing } = await submitAndApprove(client(t), "Walk In Helper");
    expect(approved.body.vendorNotAssigned).toBe("noAccount");
    expect(listing).toMatchObject({ vendorUserId: null, verified: false });
  });

  it("gives a confirmed vendor's tool to them, verified, and says nothing is missing", async () => {
    const vendor = await signedInAs(t, "vendor");
    const { approved, listing, audit } = await submitAndApprove(vendor.browser, "Owned Helper");
    expect(approved.body.vendorNotAssigned).toBeNull();
    expect(listing).toMatchObject({ vendorUserId: vendor.id, verified: true });
    expect(audit?.after).not.toHaveProperty("vendorNotAssigned");
  });
});
