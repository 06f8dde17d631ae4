import { describe, expect, it } from "vitest";
import { safeNextPath, twoFactorSetupHref } from "./two-factor-setup";

describe("the two-factor set-up's address", () => {
  it("keeps where the admin was going", () => {
    expect(twoFactorSetupHref("/dashboard/admin?tab=users")).toBe(
      "/account?next=%2Fdashboard%2Fadmin%3Ftab%3Dusers#two-factor",
    );
  });

  it("goes back only to a path of this site", () => {
    expect(safeNextPath("/dashboard/admin?tab=users")).toBe("/dashboard/admin?tab=users");
    for (const next of [null, "", "//evil.example", "/\\evil.example", "https://evil.example"]) {
      expect(safeNextPath(next)).toBeNull();
    }
    expect(safeNextPath("/a\nb")).toBeNull();
  });
});
