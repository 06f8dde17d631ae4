import { describe, expect, it } from "vitest";
import { auditListQuerySchema, formatAuditCursor, parseAuditCursor } from "./audit.ts";

const id = "0b7e5f7e-3a52-4c8e-9f0a-2d6b1c9e8a71";

describe("the audit cursor", () => {
  it("round-trips a time to the microsecond and an id", () => {
    const cursor = formatAuditCursor({ createdAt: "2026-11-23T10:59:10.123456Z", id });
    expect(parseAuditCursor(cursor)).toEqual({ createdAt: "2026-11-23T10:59:10.123456Z", id });
  });

  it("refuses anything the list did not give", () => {
    for (const bad of [
      "",
      "abc",
      `2026-11-23T10:59:10.123Z_${id}`,
      `2026-02-30T10:59:10.123456Z_${id}`,
      `2026-13-01T10:59:10.123456Z_${id}`,
      "2026-11-23T10:59:10.123456Z_not-a-uuid",
      `2026-11-23T10:59:10.123456Z_${id}x`,
    ]) {
      expect(parseAuditCursor(bad), bad).toBeNull();
    }
  });
});

describe("the audit list query", () => {
  it("accepts a range in any offset and refuses an inverted one", () => {
    expect(
      auditListQuerySchema.safeParse({
        from: "2026-01-01T00:00:00+02:00",
        to: "2026-01-01T00:00:00Z",
      }).success,
    ).toBe(true);
    const inverted = auditListQuerySchema.safeParse({
      from: "2026-01-02T00:00:00Z",
      to: "2026-01-01T00:00:00Z",
    });
    expect(inverted.success).toBe(false);
    expect(inverted.error?.issues[0]?.path).toEqual(["to"]);
  });
});
