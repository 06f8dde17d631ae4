import fc from "fast-check";

/** One operation of the OpenAPI document. */
export interface Operation {
  method: string;
  path: string;
  query: string[];
}

export interface RequestPlan {
  method: string;
  url: string;
  headers: Record<string, string>;
  body: string | undefined;
}

/** A valid body per operation that takes one, so a single junk field gets past the rest. */
const VALID_BODIES: Record<string, Record<string, unknown>> = {
  "PUT /api/tools/{id}/ratings/mine": { rating: 4, review: "Solid Arabic support." },
  "POST /api/events": { type: "search", data: { query: "crm", results_count: 3 } },
  "POST /api/consultations": {
    name: "Layla Haddad",
    email: "layla@example.com",
    phone: "+971 50 123 4567",
    company: "Haddad Trading",
    industry: "retail",
    details: "We want a WhatsApp assistant for orders.",
    language: "en",
  },
  "POST /api/tool-submissions": {
    name: "Souq Helper",
    description: "Answers shoppers in Arabic and English.",
    category: "Customer Service",
    pricingModel: "Monthly Subscription",
    websiteUrl: "https://souq-helper.example.com",
    submitterName: "Omar Nasser",
    submitterEmail: "omar@vendor.example.com",
    features: ["WhatsApp inbox"],
    agreeToTerms: true,
    language: "ar",
  },
  "POST /api/auth/sign-up/email": {
    name: "Fuzz User",
    email: "fuzz@example.com",
    password: "correct-horse-battery-staple",
  },
  "POST /api/auth/sign-in/email": {
    email: "fuzz@example.com",
    password: "correct-horse-battery-staple",
  },
  "POST /api/auth/request-password-reset": { email: "fuzz@example.com" },
  "POST /api/auth/reset-password": {
    token: "a-token-from-no-link",
    newPassword: "correct-horse-battery-staple",
  },
};

const CONTROL = ["\u0000", "\u0001", "\u0008", "\u001b", "\u007f", "\u0085", "\u200f", "\ufeff"];
const NASTY = [
  "__proto__",
  "constructor",
  "prototype",
  "toString",
  "hasOwnProperty",
  "",
  " ",
  "null",
  "-1",
  "1e309",
  "NaN",
  "٣",
  "💥",
  "\ud800",
  "../..",
  "%",
];

const junkString = fc.oneof(
  fc.string(),
  fc.string({ unit: "binary", maxLength: 40 }),
  fc.string({
    unit: fc.constantFrom(...CONTROL, "a", "ب", "/", "%", "?", "#", "&", "="),
    maxLength: 30,
  }),
  fc.constantFrom(...NASTY),
  fc.constant("x".repeat(10_000)),
  fc.constant("\u0000".repeat(3)),
);

const junkKey = fc.oneof(fc.constantFrom(...NASTY), fc.string({ maxLength: 8 }));

const junkValue: fc.Arbitrary<unknown> = fc.letrec((tie) => ({
  value: fc.oneof(
    { depthSize: "small", withCrossShrink: true },
    junkString,
    fc.integer(),
    fc.double(),
    fc.boolean(),
    fc.constant(null),
    fc.array(tie("value"), { maxLength: 4 }),
    fc.dictionary(junkKey, tie("value"), { maxKeys: 4 }),
  ),
})).value;

/** Percent-encodes what can be; a lone surrogate is sent as its raw UTF-8 bytes, encoded by hand. */
function encode(s: string): string {
  try {
    return encodeURIComponent(s);
  } catch {
    return "%ED%A0%80";
  }
}

/** A path segment: percent-encoded junk, or raw text that breaks percent-decoding. */
const pathSegment = (validId: string) =>
  fc.oneof(
    junkString.map(encode),
    fc.constantFrom("%", "%00", "%ZZ", "%E0%A4%A", "%2F", "..", validId, `${validId}%00`),
  );

const queryString = (names: string[]) =>
  fc
    .array(
      fc.tuple(
        names.length ? fc.oneof(fc.constantFrom(...names), junkKey) : junkKey,
        fc.oneof(
          junkString.map(encode),
          fc.constantFrom("%", "%00", "%ZZ", "1", "-1", "true", "99999999999999999999"),
        ),
      ),
      { maxLength: 5 },
    )
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${v}`).join("&"));

/** JSON or not, with a content type that may not match. */
const body = (valid: Record<string, unknown> | undefined) => {
  const json = fc.oneof(
    junkValue.map((v) => JSON.stringify(v) ?? "null"),
    ...(valid
      ? [
          fc
            .tuple(fc.oneof(fc.constantFrom(...Object.keys(valid)), junkKey), junkValue)
            .map(([key, value]) => {
              // Built by hand so "__proto__" is sent as an own key, as a client could.
              const rest = JSON.stringify(valid).slice(1);
              return `{${JSON.stringify(key)}:${JSON.stringify(value) ?? "null"},${rest}`;
            }),
          fc.constant(JSON.stringify(valid)),
        ]
      : []),
    fc.constantFrom("{", "[1,", '{"a":1}x', "", '"\\u0000"', "\u0000"),
  );
  const contentType = fc.oneof(
    { weight: 4, arbitrary: fc.constant("application/json") },
    fc.constantFrom(
      "text/plain",
      "application/x-www-form-urlencoded",
      "multipart/form-data",
      "multipart/form-data; boundary=x",
      "application/xml",
      "application/json; charset=utf-16",
      "APPLICATION/JSON",
      "",
    ),
  );
  return fc.tuple(json, contentType);
};

const headerValue = fc.string({
  unit: fc.constantFrom("a", "-", " ", "0", "Z", ";", "é"),
  maxLength: 300,
});

/** A whole request for one operation: path, query, headers and body all possibly junk. */
export function junkRequest(op: Operation, validId: string): fc.Arbitrary<RequestPlan> {
  const key = `${op.method} ${op.path}`;
  const params = op.path.match(/\{[^}]+\}/g) ?? [];
  return fc
    .record({
      segments: fc.tuple(...params.map(() => pathSegment(validId))),
      query: queryString(op.query),
      payload: fc.option(body(VALID_BODIES[key]), { freq: op.method === "GET" ? 1 : 8 }),
      idempotency: fc.option(headerValue),
    })
    .map(({ segments, query, payload, idempotency }) => {
      let i = 0;
      const path = op.path.replace(/\{[^}]+\}/g, () => segments[i++] ?? "");
      const headers: Record<string, string> = {};
      if (idempotency !== null) headers["idempotency-key"] = idempotency;
      if (payload?.[1]) headers["content-type"] = payload[1];
      const withBody = payload && op.method !== "GET" && op.method !== "HEAD";
      return {
        method: op.method,
        url: query ? `${path}?${query}` : path,
        headers,
        body: withBody ? payload[0] : undefined,
      };
    });
}
