import { describe, expect, it } from "vitest";
import { client, newUser } from "./client.ts";
import { createTestApp } from "./harness.ts";

/** Sign-up from a browser page at `origin`. */
async function signUpFrom(t: Awaited<ReturnType<typeof createTestApp>>, origin: string) {
  return client(t).post("/api/auth/sign-up/email", newUser(), { origin });
}

describe("trusted origins", () => {
  it("lets a development server be opened as localhost, 127.0.0.1 or [::1] on its port", async () => {
    const t = await createTestApp({ PUBLIC_URL: "", PORT: "3000" });
    for (const origin of ["http://localhost:3000", "http://127.0.0.1:3000", "http://[::1]:3000"]) {
      const res = await signUpFrom(t, origin);
      expect(res.status, origin).toBe(200);
    }
  });

  it("refuses another port or host in development", async () => {
    const t = await createTestApp({ PUBLIC_URL: "", PORT: "3000" });
    for (const origin of ["http://localhost:4000", "http://evil.example"]) {
      const res = await signUpFrom(t, origin);
      expect(res.status, origin).toBe(403);
      expect(res.body.error.code).toBe("ORIGIN_NOT_TRUSTED");
    }
  });

  it("with PUBLIC_URL set, trusts its origin and TRUSTED_ORIGINS, and refuses the rest", async () => {
    const t = await createTestApp({
      PUBLIC_URL: "https://market.example.com",
      TRUSTED_ORIGINS: "https://shop.example.com",
    });
    expect((await signUpFrom(t, "https://market.example.com")).status).toBe(200);
    expect((await signUpFrom(t, "https://shop.example.com")).status).toBe(200);
    for (const origin of [
      "http://127.0.0.1:3000",
      "http://localhost:3000",
      "https://evil.example",
    ]) {
      const res = await signUpFrom(t, origin);
      expect(res.status, origin).toBe(403);
      expect(res.body.error).toMatchObject({
        code: "ORIGIN_NOT_TRUSTED",
        message: "Invalid origin",
      });
    }
  });

  it("checks the origin of a sign-in too", async () => {
    const t = await createTestApp({ PUBLIC_URL: "https://market.example.com" });
    const input = newUser();
    const origin = "https://market.example.com";
    await client(t).post("/api/auth/sign-up/email", input, { origin });
    const credentials = { email: input.email, password: input.password };
    const foreign = await client(t).post("/api/auth/sign-in/email", credentials, {
      origin: "https://evil.example",
    });
    expect(foreign.status).toBe(403);
    expect((await client(t).post("/api/auth/sign-in/email", credentials, { origin })).status).toBe(
      200,
    );
  });
});
