import type { AddressInfo } from "node:net";
import { ERROR_STATUS } from "@app/shared/errors";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { answerClientErrors } from "../src/http/client-error.ts";
import { createHttpServer } from "../src/http/node-server.ts";
import { insertTool } from "./catalog-fixtures.ts";
import { freshIp, newUser } from "./client.ts";
import { createTestApp, type TestApp } from "./harness.ts";
import { junkRequest, type Operation, type RequestPlan } from "./junk-arbitraries.ts";

/**
 * Generated junk sent over real HTTP to every operation of the OpenAPI document, anonymous and
 * signed in: wrong types, NUL and other control characters, lone surrogates, 10,000-character
 * strings, nested objects, prototype keys, broken percent-encoding and wrong content types. The
 * server must never answer 5xx or drop the connection, and every 4xx is the API's error shape.
 */
const SEED = 20_261_123;
const RUNS_PER_OPERATION = Number(process.env.JUNK_RUNS ?? 150);

let t: TestApp;
let server: ReturnType<typeof createHttpServer>;
let base: string;
let operations: Operation[];
let toolId: string;

beforeAll(async () => {
  t = await createTestApp();
  toolId = (await insertTool(t.db)).id;
  // The server as index.ts makes it (kept answers go out before Hono).
  server = createHttpServer(t.app);
  server.listen(0, "127.0.0.1");
  answerClientErrors(server);
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const doc = await (await fetch(`${base}/api/openapi.json`)).json();
  operations = Object.entries<Record<string, { parameters?: { in: string; name: string }[] }>>(
    doc.paths,
  ).flatMap(([path, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path,
      query: (op.parameters ?? []).filter((p) => p.in === "query").map((p) => p.name),
    })),
  );
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

async function signIn(): Promise<string> {
  const res = await fetch(`${base}/api/auth/sign-up/email`, {
    method: "POST",
    headers: {
      "content-type": "application/json",
      origin: "http://localhost:3000",
      "x-forwarded-for": freshIp(),
    },
    body: JSON.stringify(newUser()),
  });
  expect(res.status).toBe(200);
  return res.headers
    .getSetCookie()
    .map((c) => c.split(";")[0])
    .join("; ");
}

/** Sends one plan; a dropped connection or a reply outside the contract fails with the request. */
async function check(plan: RequestPlan, cookie: string | undefined) {
  const headers: Record<string, string> = {
    origin: "http://localhost:3000",
    "x-forwarded-for": freshIp(),
    ...plan.headers,
  };
  if (cookie) headers.cookie = cookie;
  const what = JSON.stringify(plan).slice(0, 400);
  let res: Response;
  try {
    res = await fetch(`${base}${plan.url}`, { method: plan.method, headers, body: plan.body });
  } catch (err) {
    throw new Error(`no answer to ${what}: ${(err as Error).message}`);
  }
  const text = await res.text();
  if (res.status >= 500) throw new Error(`${res.status} for ${what}: ${text.slice(0, 300)}`);
  if (res.status < 400) return;
  let body: { error?: { code?: string; message?: unknown } } | undefined;
  try {
    body = JSON.parse(text);
  } catch {
    throw new Error(`non-JSON ${res.status} for ${what}: ${text.slice(0, 300)}`);
  }
  const code = body?.error?.code as keyof typeof ERROR_STATUS | undefined;
  if (!code || ERROR_STATUS[code] !== res.status || typeof body?.error?.message !== "string") {
    throw new Error(`not the error shape (${res.status}) for ${what}: ${text.slice(0, 300)}`);
  }
}

describe.each(["anonymous", "signed in"])("junk to every operation, %s", (who) => {
  it("never answers 5xx, never drops the connection, and every 4xx is the error shape", async () => {
    expect(operations.length).toBeGreaterThanOrEqual(17);
    // Sign-out last: it ends the session the signed-in run uses.
    const ordered = [...operations].sort(
      (a, b) => Number(a.path.endsWith("sign-out")) - Number(b.path.endsWith("sign-out")),
    );
    for (const operation of ordered) {
      const cookie = who === "signed in" ? await signIn() : undefined;
      await fc.assert(
        fc.asyncProperty(junkRequest(operation, toolId), (plan) => check(plan, cookie)),
        { seed: SEED, numRuns: RUNS_PER_OPERATION },
      );
    }
  }, 600_000);
});
