import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, it } from "vitest";
import { passkey, session } from "../src/db/schema/auth.ts";
import { type Account, expectError, signedInAs } from "./accounts.ts";
import { client } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { softwareAuthenticator } from "./webauthn.ts";

/** Passkeys (Better Auth's passkey plugin): added with a fresh sign-in, then a sign-in alone. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});

/** The harness's public address: the relying party and the only origin answers may come from. */
const ORIGIN = "http://localhost:3000";
const REGISTER_OPTIONS = "/api/auth/passkey/generate-register-options";
const SIGN_IN_OPTIONS = "/api/auth/passkey/generate-authenticate-options";

/** Adds a passkey to the account through the API, as the account settings do. */
async function addPasskey(owner: Account, name = "Work laptop", verifiesUser = true) {
  const device = softwareAuthenticator({ origin: ORIGIN, verifiesUser });
  const options = await owner.browser.get(REGISTER_OPTIONS);
  expect(options.status).toBe(200);
  const { credential, response } = device.register(options.body);
  const saved = await owner.browser.post("/api/auth/passkey/verify-registration", {
    response,
    name,
  });
  return { credential, saved, device };
}

describe("passkeys", () => {
  it("adds a passkey for this site, then signs in with it alone", async () => {
    const owner = await signedInAs(t, "business");
    const options = await owner.browser.get(REGISTER_OPTIONS);
    expect(options.body.rp.id).toBe("localhost");
    expect(options.body.authenticatorSelection.userVerification).toBe("required");

    const { credential, saved } = await addPasskey(owner);
    expect(saved.status).toBe(200);
    const listed = await owner.browser.get("/api/auth/passkey/list-user-passkeys");
    expect(listed.body).toHaveLength(1);
    expect(listed.body[0]).toMatchObject({ name: "Work laptop" });

    const browser = client(t);
    const challenge = await browser.get(SIGN_IN_OPTIONS);
    expect(challenge.status).toBe(200);
    const device = softwareAuthenticator({ origin: ORIGIN });
    const answer = device.authenticate(credential, challenge.body);
    const signedIn = await browser.post("/api/auth/passkey/verify-authentication", {
      response: answer,
    });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.user.id).toBe(owner.id);
    // The session lives in the httpOnly cookie only, and the browser is now a known device.
    expect(JSON.stringify(signedIn.body)).not.toContain('"token"');
    expect(browser.cookie).toContain("known_device=");
    expect((await browser.get("/api/me")).body.profile.id).toBe(owner.id);

    // The same answer again: its challenge is spent.
    const replay = client(t);
    const replayed = await replay.post("/api/auth/passkey/verify-authentication", {
      response: answer,
    });
    expectError(replayed, 400, "PASSKEY_FAILED");
    expect((await replay.get("/api/me")).body.profile).toBeNull();
  });

  it("refuses a device that does not verify its user, at set-up and at sign-in", async () => {
    const owner = await signedInAs(t, "business");
    const { saved } = await addPasskey(owner, "Old key", false);
    expectError(saved, 400, "PASSKEY_FAILED");
    expect(await t.db.select().from(passkey).where(eq(passkey.userId, owner.id))).toEqual([]);

    const { credential } = await addPasskey(owner);
    const browser = client(t);
    const challenge = await browser.get(SIGN_IN_OPTIONS);
    const unverified = softwareAuthenticator({ origin: ORIGIN, verifiesUser: false });
    const refused = await browser.post("/api/auth/passkey/verify-authentication", {
      response: unverified.authenticate(credential, challenge.body),
    });
    expectError(refused, 401, "PASSKEY_FAILED");
    expect((await browser.get("/api/me")).body.profile).toBeNull();
  });

  it("refuses an answer made for another site", async () => {
    const owner = await signedInAs(t, "business");
    const { credential } = await addPasskey(owner);
    const browser = client(t);
    const challenge = await browser.get(SIGN_IN_OPTIONS);
    const phished = softwareAuthenticator({ origin: "https://our-site.example.net" });
    const refused = await browser.post("/api/auth/passkey/verify-authentication", {
      response: phished.authenticate(credential, challenge.body),
    });
    expect(refused.status).toBeGreaterThanOrEqual(400);
    expect(refused.status).toBeLessThan(500);
    expect((await browser.get("/api/me")).body.profile).toBeNull();
  });

  it("needs a fresh sign-in to add or remove a passkey, and keeps others' out of reach", async () => {
    const owner = await signedInAs(t, "business");
    const { saved } = await addPasskey(owner);
    const id = saved.body.id as string;

    const stranger = await signedInAs(t, "business");
    const renamed = await stranger.browser.post("/api/auth/passkey/update-passkey", {
      id,
      name: "Mine now",
    });
    expect(renamed.status).toBeGreaterThanOrEqual(400);
    expect(renamed.status).toBeLessThan(500);
    const removed = await stranger.browser.post("/api/auth/passkey/delete-passkey", { id });
    expect(removed.status).toBeGreaterThanOrEqual(400);
    expect(removed.status).toBeLessThan(500);
    const [kept] = await t.db.select().from(passkey).where(eq(passkey.id, id));
    expect(kept?.name).toBe("Work laptop");

    // The owner renames it; an hour after the sign-in, adding or removing one asks for a new one.
    const rename = await owner.browser.post("/api/auth/passkey/update-passkey", {
      id,
      name: "Home laptop",
    });
    expect(rename.status).toBe(200);
    await t.db
      .update(session)
      .set({ createdAt: new Date(Date.now() - 3_600_000) })
      .where(eq(session.userId, owner.id));
    expectError(await owner.browser.get(REGISTER_OPTIONS), 403, "REAUTH_REQUIRED");
    expectError(
      await owner.browser.post("/api/auth/passkey/delete-passkey", { id }),
      403,
      "REAUTH_REQUIRED",
    );
    const [still] = await t.db.select().from(passkey).where(eq(passkey.id, id));
    expect(still?.name).toBe("Home laptop");
  });

  it("holds at most 10 passkeys per account", async () => {
    const owner = await signedInAs(t, "business");
    await t.db.insert(passkey).values(
      Array.from({ length: 10 }, (_, i) => ({
        id: randomUUID(),
        name: `Key ${i}`,
        publicKey: "AA",
        userId: owner.id,
        credentialID: randomUUID(),
        counter: 0,
        deviceType: "singleDevice",
        backedUp: false,
        createdAt: new Date(),
      })),
    );
    expectError(await owner.browser.get(REGISTER_OPTIONS), 409, "PASSKEY_LIMIT");
  });

  it("answers malformed answers with 400, never 500", async () => {
    const owner = await signedInAs(t, "business");
    await owner.browser.get(REGISTER_OPTIONS);
    const garbage = await owner.browser.post("/api/auth/passkey/verify-registration", {
      response: {
        id: "AAAA",
        rawId: "AAAA",
        type: "public-key",
        response: { clientDataJSON: "not-base64!", attestationObject: "%%%" },
      },
    });
    expectError(garbage, 400, "PASSKEY_FAILED");
    const noResponse = await owner.browser.post("/api/auth/passkey/verify-registration", {
      name: "x",
    });
    expectError(noResponse, 400, "VALIDATION_FAILED");
    const longName = await owner.browser.post("/api/auth/passkey/update-passkey", {
      id: "x",
      name: "n".repeat(61),
    });
    expectError(longName, 400, "VALIDATION_FAILED");

    const browser = client(t);
    await browser.get(SIGN_IN_OPTIONS);
    const unknown = await browser.post("/api/auth/passkey/verify-authentication", {
      response: { id: "bm90LWEta2V5", type: "public-key", response: {} },
    });
    expectError(unknown, 401, "PASSKEY_FAILED");
  });
});
