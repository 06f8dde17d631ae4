import { describe, expect, it } from "vitest";
import { IdempotencyKeys, randomKey } from "./idempotency-key";

function counter() {
  let n = 0;
  return () => `key-${++n}`;
}

describe("IdempotencyKeys", () => {
  it("reuses the key while the same data is retried", () => {
    const keys = new IdempotencyKeys(counter());
    expect(keys.keyFor({ name: "Ada" })).toBe("key-1");
    expect(keys.keyFor({ name: "Ada" })).toBe("key-1");
  });

  it("makes a new key when the data changes", () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ name: "Ada" });
    expect(keys.keyFor({ name: "Ada L." })).toBe("key-2");
  });

  it("makes a new key after a reset, even for equal data", () => {
    const keys = new IdempotencyKeys(counter());
    keys.keyFor({ name: "Ada" });
    keys.reset();
    expect(keys.keyFor({ name: "Ada" })).toBe("key-2");
  });

  it("defaults to random UUIDs", () => {
    expect(new IdempotencyKeys().keyFor({})).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("makes a key the server takes without randomUUID (plain http at a LAN address)", () => {
    const uuid = crypto.randomUUID;
    try {
      Object.defineProperty(crypto, "randomUUID", { value: undefined, configurable: true });
      const key = randomKey();
      expect(key).toMatch(/^[0-9a-f]{32}$/);
      expect(randomKey()).not.toBe(key);
    } finally {
      Object.defineProperty(crypto, "randomUUID", { value: uuid, configurable: true });
    }
  });
});
