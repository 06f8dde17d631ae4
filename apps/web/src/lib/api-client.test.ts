import { afterEach, describe, expect, it, vi } from "vitest";
import { api, setApiFetch, setSessionGuards } from "./api-client";
import { ApiError } from "./api-error";

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
const refused = (code: string) => json(403, { error: { code, message: code } });

/** A server that answers each request with the next of `answers`, recording what was asked. */
function serverAnswering(...answers: Response[]) {
  const calls: { path: string; body: unknown }[] = [];
  setApiFetch(async (input, init) => {
    calls.push({ path: String(input), body: init?.body });
    const next = answers.shift();
    if (!next) throw new Error("no more answers");
    return next;
  });
  return calls;
}

afterEach(() => setSessionGuards({}));

describe("the API client's session guards", () => {
  it("asks the reader to sign in again on REAUTH_REQUIRED and sends the request once more", async () => {
    const calls = serverAnswering(refused("REAUTH_REQUIRED"), json(200, { ok: true }));
    const confirmIdentity = vi.fn(async () => true);
    setSessionGuards({ confirmIdentity });
    await expect(api.post("/api/admin/x", { a: 1 })).resolves.toEqual({ ok: true });
    expect(confirmIdentity).toHaveBeenCalledTimes(1);
    expect(calls.map((call) => call.body)).toEqual(['{"a":1}', '{"a":1}']);
  });

  it("retries only once: a second refusal is the caller's", async () => {
    serverAnswering(refused("REAUTH_REQUIRED"), refused("REAUTH_REQUIRED"));
    const confirmIdentity = vi.fn(async () => true);
    setSessionGuards({ confirmIdentity });
    await expect(api.post("/api/admin/x")).rejects.toMatchObject({ code: "REAUTH_REQUIRED" });
    expect(confirmIdentity).toHaveBeenCalledTimes(1);
  });

  it("throws the refusal when the reader cancels, without sending again", async () => {
    const calls = serverAnswering(refused("REAUTH_REQUIRED"));
    setSessionGuards({ confirmIdentity: async () => false });
    const error: unknown = await api.post("/api/auth/change-password").catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).code).toBe("REAUTH_REQUIRED");
    expect(calls).toHaveLength(1);
  });

  it("shows one prompt for requests refused at the same time", async () => {
    serverAnswering(
      refused("REAUTH_REQUIRED"),
      refused("REAUTH_REQUIRED"),
      json(200, 1),
      json(200, 2),
    );
    let answer: (ok: boolean) => void = () => {};
    const confirmIdentity = vi.fn(
      () =>
        new Promise<boolean>((resolve) => {
          answer = resolve;
        }),
    );
    setSessionGuards({ confirmIdentity });
    const both = Promise.all([api.post("/api/admin/a"), api.post("/api/admin/b")]);
    await vi.waitFor(() => expect(confirmIdentity).toHaveBeenCalled());
    answer(true);
    expect((await both).sort()).toEqual([1, 2]);
    expect(confirmIdentity).toHaveBeenCalledTimes(1);
  });

  it("tells the page an admin needs two-factor sign-in, except on /api/auth's own refusals", async () => {
    serverAnswering(refused("TWO_FACTOR_REQUIRED"), refused("TWO_FACTOR_REQUIRED"));
    const twoFactorRequired = vi.fn();
    setSessionGuards({ twoFactorRequired });
    await expect(api.get("/api/admin/stats")).rejects.toMatchObject({ status: 403 });
    expect(twoFactorRequired).toHaveBeenCalledTimes(1);
    await expect(api.post("/api/auth/two-factor/disable")).rejects.toMatchObject({ status: 403 });
    expect(twoFactorRequired).toHaveBeenCalledTimes(1);
  });
});
