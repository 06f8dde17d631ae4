import { describe, expect, it } from "vitest";
import { normalizeMailbox } from "./email-normalize.ts";

describe("normalizeMailbox", () => {
  it("reads tags, case and Gmail's dots as one mailbox", () => {
    expect(normalizeMailbox("Name+1@Example.COM")).toBe("name@example.com");
    expect(normalizeMailbox("name+a+b@example.com")).toBe("name@example.com");
    expect(normalizeMailbox("First.Last+x@GoogleMail.com")).toBe("firstlast@gmail.com");
    expect(normalizeMailbox("first.last@example.com")).toBe("first.last@example.com");
    expect(normalizeMailbox("+only@example.com")).toBe("+only@example.com");
    expect(normalizeMailbox("no-at-sign")).toBe("no-at-sign");
  });
});
