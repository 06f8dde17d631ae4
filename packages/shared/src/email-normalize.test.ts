import { describe, expect, it } from "vitest";
import { normalizeMailbox } from "./email-normalize.ts";

describe("normalizeMailbox", () => {
  it("lower-cases the address", () => {
    expect(normalizeMailbox("Name.Surname@Example.COM")).toBe("name.surname@example.com");
  });

  it("strips a +tag from the local part, at any domain", () => {
    expect(normalizeMailbox("name+1@example.com")).toBe("name@example.com");
    expect(normalizeMailbox("name+news+more@example.com")).toBe("name@example.com");
    expect(normalizeMailbox("first.last+x@company.ae")).toBe("first.last@company.ae");
  });

  it("keeps dots outside Gmail, where they name other mailboxes", () => {
    expect(normalizeMailbox("n.ame@example.com")).not.toBe(normalizeMailbox("name@example.com"));
  });

  it("removes dots at gmail.com and counts googlemail.com as gmail.com", () => {
    expect(normalizeMailbox("N.a.m.e+promo@gmail.com")).toBe("name@gmail.com");
    expect(normalizeMailbox("n.ame@GoogleMail.com")).toBe("name@gmail.com");
    expect(normalizeMailbox("name@googlemail.com")).toBe(normalizeMailbox("name@gmail.com"));
  });

  it("leaves a local part that is only a tag or only dots as it is, and anything without an @", () => {
    expect(normalizeMailbox("+tag@example.com")).toBe("+tag@example.com");
    expect(normalizeMailbox("...@gmail.com")).toBe("...@gmail.com");
    expect(normalizeMailbox("Not-An-Address")).toBe("not-an-address");
  });

  it("splits at the last @ (a quoted local part may hold one)", () => {
    expect(normalizeMailbox('"a@b"+x@Example.com')).toBe('"a@b"@example.com');
  });
});
