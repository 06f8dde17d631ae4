import http from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { type ServerProcess, startServerProcess } from "./server-process.ts";

let server: ServerProcess | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

interface Outcome {
  path: string;
  started: number;
  ended: number;
  status?: number;
  error?: string;
}

let clientCounter = 0;

/** One request on its own connection (no keep-alive), so a refused connection is told apart. */
function send(baseUrl: string, method: string, path: string, body?: unknown): Promise<Outcome> {
  const started = performance.now();
  clientCounter += 1;
  const payload = body === undefined ? undefined : JSON.stringify(body);
  return new Promise((resolve) => {
    const req = http.request(
      `${baseUrl}${path}`,
      {
        method,
        agent: false,
        headers: {
          "x-forwarded-for": `10.9.${(clientCounter >> 8) & 255}.${clientCounter & 255}`,
          ...(payload ? { "content-type": "application/json" } : {}),
        },
      },
      (res) => {
        res.resume();
        res.on("end", () =>
          resolve({ path, started, ended: performance.now(), status: res.statusCode }),
        );
        res.on("error", (error: NodeJS.ErrnoException) =>
          resolve({ path, started, ended: performance.now(), error: error.code ?? error.message }),
        );
      },
    );
    req.on("error", (error: NodeJS.ErrnoException) =>
      resolve({ path, started, ended: performance.now(), error: error.code ?? error.message }),
    );
    req.end(payload);
  });
}

const consultation = (i: number) => ({
  name: `Load ${i}`,
  email: `load${i}@example.com`,
  details: "Graceful shutdown test.",
  language: "en",
});

describe("graceful shutdown", () => {
  it("on SIGTERM: /readyz fails first, requests under way finish, none that started fails, exit 0", async () => {
    server = await startServerProcess({
      SHUTDOWN_DRAIN_MS: "1500",
      SHUTDOWN_TIMEOUT_MS: "5000",
      TRUST_PROXY: "true",
      SEED_DEMO_DATA: "true",
      LOG_LEVEL: "info",
    });
    const { baseUrl } = server;
    const outcomes: Outcome[] = [];
    // The test plays the load balancer too: new requests go to the server while its /readyz
    // has not failed (a balancer probing it would stop then), and stop once it has.
    let routable = true;
    let counter = 0;
    // 16 clients, reads and writes mixed.
    const clients = Array.from({ length: 16 }, async (_, client) => {
      while (routable) {
        counter += 1;
        const outcome =
          client % 4 === 0
            ? await send(baseUrl, "POST", "/api/consultations", consultation(counter))
            : await send(baseUrl, "GET", `/api/tools?q=${["chat", "invoice", "crm"][client % 3]}`);
        outcomes.push(outcome);
      }
    });
    await new Promise((resolve) => setTimeout(resolve, 1000));

    const signalled = performance.now();
    server.signal("SIGTERM");
    const probes: Outcome[] = [];
    for (;;) {
      const probe = await send(baseUrl, "GET", "/readyz");
      probes.push(probe);
      if (probe.status !== 200) routable = false;
      // Closed: a new connection is refused. A probe that connected in the instant the port
      // closed is reset instead; the next one tells.
      if (probe.error === "ECONNREFUSED") break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    await Promise.all(clients);
    await server.exited;

    expect(server.exitCode).toBe(0);
    // /readyz said "not ready" before the port closed, and the port stayed open for the drain
    // (1.5 s from the signal), however few probes a busy machine fits in.
    const notReady = probes.filter((p) => p.status === 503);
    expect(notReady.length, "503s from /readyz before the port closed").toBeGreaterThan(0);
    const closed = probes.at(-1);
    expect(closed?.error).toBe("ECONNREFUSED");
    expect(
      (closed?.ended ?? 0) - signalled,
      "ms from the signal to the port closing",
    ).toBeGreaterThan(1400);
    // Nothing but that one race: every other probe was answered, 200 or 503.
    const resets = probes.filter((p) => p.error && p.error !== "ECONNREFUSED");
    expect(resets.map((p) => p.error).every((error) => error === "ECONNRESET")).toBe(true);
    expect(resets.length).toBeLessThanOrEqual(1);
    // Every request under way when the signal came, or sent before the balancer saw the 503,
    // got its answer: none was cut, none failed.
    const failed = outcomes.filter((o) => !(o.status && o.status < 300));
    expect(failed, JSON.stringify(failed.slice(0, 5))).toEqual([]);
    expect(outcomes.filter((o) => o.ended > signalled).length).toBeGreaterThan(0);
    // In that order: not ready, then the port closed and the connections done, then stopped.
    expect(server.output).toMatch(/shutting down[\s\S]*"msg":"stopped"/);
  }, 60_000);
});
