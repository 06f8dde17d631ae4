import { describe, expect, it } from "vitest";
import { loggablePath } from "./log-path.ts";

describe("loggablePath", () => {
  it("replaces the password-reset link's token, whatever its shape", () => {
    expect(loggablePath("/api/auth/reset-password/abc")).toBe("/api/auth/reset-password/:redacted");
    expect(loggablePath("/api/auth/reset-password/Xy7Q2mN8pL0sK4vB1tR9wE3z")).toBe(
      "/api/auth/reset-password/:redacted",
    );
  });

  it("replaces any segment that looks like a random token", () => {
    expect(loggablePath("/api/some-future-link/Xy7Q2mN8pL0sK4vB1tR9wE3z/open")).toBe(
      "/api/some-future-link/:redacted/open",
    );
    expect(loggablePath("/confirm/k2j3h4g5f6d7s8a9p0o1")).toBe("/confirm/:redacted");
  });

  it("keeps record ids, slugs and page paths readable", () => {
    for (const path of [
      "/api/tools/4e68711a-2f95-469b-b93f-8e6b136b113e",
      "/tool/sijill-invoice-scanner",
      "/ar/marketplace",
      "/api/me/consultations/4e68711a-2f95-469b-b93f-8e6b136b113e/booking",
      "/assets/main-KVRw2vWB.js",
      "/api/admin/consultation-availability/dubai",
    ]) {
      expect(loggablePath(path)).toBe(path);
    }
  });
});
