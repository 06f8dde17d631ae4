import { CONTENT_LIMITS } from "@app/shared/content";
import { and, eq } from "drizzle-orm";
import { beforeEach, describe, expect, it } from "vitest";
import { auditLog } from "../src/db/schema/audit.ts";
import { solutionsCatalog } from "../src/db/schema/catalog.ts";
import { expectError, signedInAs } from "./accounts.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";

let t: TestApp;
beforeEach(async () => {
  t = await createTestApp();
});

// Words no other listing in the test uses, so a search for them finds only this one.
const translations = {
  ar: {
    shortDesc: "مساعد يرد على عملاء مغاسل السيارات",
    features: ["حجز مواعيد الغسيل", "تذكير بالمواعيد"],
  },
  hi: { shortDesc: "कार धुलाई केंद्रों के ग्राहकों के लिए सहायक", targetAudience: "धुलाई केंद्र" },
};

const stored = async (id: string) =>
  (
    await t.db
      .select({ translations: solutionsCatalog.translations })
      .from(solutionsCatalog)
      .where(eq(solutionsCatalog.id, id))
  )[0]?.translations;

describe("an admin's edit of a listing's Arabic and Hindi texts", () => {
  it("replaces them as a whole, is audited, and is what readers read and find", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const res = await admin.browser.send("PATCH", `/api/admin/listings/${tool.id}`, {
      translations,
    });
    expect(res.status).toBe(200);
    expect(res.body.translations).toEqual(translations);
    expect(await stored(tool.id)).toEqual(translations);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "listing.edit"), eq(auditLog.entityId, tool.id)));
    expect(audit?.before).toMatchObject({ translations: {} });
    expect(audit?.after).toMatchObject({ translations });
    expect((await admin.browser.get(`/api/admin/listings/${tool.id}`)).body.translations).toEqual(
      translations,
    );

    const visitor = client(t);
    const ar = (await visitor.get(`/api/tools/${tool.id}?lang=ar`)).body.tool;
    expect(ar.shortDesc).toBe(translations.ar.shortDesc);
    expect(ar.features).toEqual(translations.ar.features);
    const found = await visitor.get(`/api/tools?lang=ar&q=${encodeURIComponent("مغاسل")}`);
    expect(found.body.items.map((i: { id: string }) => i.id)).toEqual([tool.id]);

    // Only Hindi now: the Arabic texts are gone, and the Arabic reader reads English again.
    const hiOnly = { hi: translations.hi };
    expect(
      (
        await admin.browser.send("PATCH", `/api/admin/listings/${tool.id}`, {
          translations: hiOnly,
        })
      ).status,
    ).toBe(200);
    expect(await stored(tool.id)).toEqual(hiOnly);
    const again = await visitor.get(`/api/tools?lang=ar&q=${encodeURIComponent("مغاسل")}`);
    expect(again.body.items).toEqual([]);
  });

  it("refuses bad texts with 400 naming the field, and changes nothing", async () => {
    const admin = await signedInAs(t, "admin");
    const tool = await insertTool(t.db);
    const edit = (body: unknown) =>
      admin.browser.send("PATCH", `/api/admin/listings/${tool.id}`, body);
    const cases: [unknown, string][] = [
      [
        { ar: { shortDesc: "x".repeat(CONTENT_LIMITS.shortDescMax + 1) } },
        "translations.ar.shortDesc",
      ],
      [{ ar: { shortDesc: "" } }, "translations.ar.shortDesc"],
      [{ fr: { shortDesc: "Bonjour" } }, "translations.fr"],
      [{ hi: { name: "नाम" } }, "translations.hi.name"],
      [{ hi: { features: "एक" } }, "translations.hi.features"],
      [[], "translations"],
    ];
    for (const [value, field] of cases) {
      const res = await edit({ translations: value });
      expectError(res, 400, "VALIDATION_FAILED");
      expect(Object.keys(res.body.error.fields)).toEqual([field]);
    }
    expect(await stored(tool.id)).toEqual({});
    expect(await t.db.select().from(auditLog)).toEqual([]);
  });
});
