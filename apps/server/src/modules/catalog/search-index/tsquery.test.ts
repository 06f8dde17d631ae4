import { describe, expect, it } from "vitest";
import { eitherReading, parseTsquery } from "./tsquery.ts";

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

describe("eitherReading", () => {
  const en = parseTsquery("'chatbot' & !'voic'");
  it("marks the reader's lexemes with the language and joins the readings with or", () => {
    expect(eitherReading(en, { language: "ar", parsed: parseTsquery("'روبو' & !'صوت'") })).toEqual({
      kind: "or",
      left: en,
      right: {
        kind: "and",
        left: { kind: "word", lexeme: "ar:روبو" },
        right: { kind: "not", operand: { kind: "word", lexeme: "ar:صوت" } },
      },
    });
  });

  it("keeps the one reading that has words, and gives up on one the index cannot evaluate", () => {
    const hindi = parseTsquery("'ग्राहक'");
    expect(eitherReading(en, undefined)).toBe(en);
    expect(eitherReading(en, { language: "hi", parsed: { kind: "empty" } })).toBe(en);
    expect(eitherReading({ kind: "empty" }, { language: "hi", parsed: hindi })).toEqual({
      kind: "word",
      lexeme: "hi:ग्राहक",
    });
    expect(eitherReading(en, { language: "hi", parsed: parseTsquery("'a' <-> 'b'") })).toEqual({
      kind: "unsupported",
    });
  });
});
