import { describe, expect, it } from "vitest";
import { parseTsquery } from "./tsquery.ts";

describe("parseTsquery", () => {
  it("reads words, and, or, not with Postgres precedence", () => {
    expect(parseTsquery("'chatbot' & 'support' | !'voic'")).toEqual({
      kind: "or",
      left: {
        kind: "and",
        left: { kind: "word", lexeme: "chatbot" },
        right: { kind: "word", lexeme: "support" },
      },
      right: { kind: "not", operand: { kind: "word", lexeme: "voic" } },
    });
  });

  it("honours parentheses and quoted quotes", () => {
    expect(parseTsquery("!( 'a' | 'o''brien' )")).toEqual({
      kind: "not",
      operand: {
        kind: "or",
        left: { kind: "word", lexeme: "a" },
        right: { kind: "word", lexeme: "o'brien" },
      },
    });
  });

  it("treats an empty query (only stop words) as empty", () => {
    expect(parseTsquery("")).toEqual({ kind: "empty" });
  });

  it("leaves phrase, prefix and weighted queries to SQL", () => {
    for (const text of ["'e-mail' <-> 'e' <-> 'mail'", "'a' <2> 'b'", "'chat':*", "'a':AB"]) {
      expect(parseTsquery(text), text).toEqual({ kind: "unsupported" });
    }
  });
});
