import net from "node:net";
import { APIError } from "better-auth/api";
import { DrizzleQueryError } from "drizzle-orm/errors";
import pg from "pg";
import { afterEach, describe, expect, it } from "vitest";
import { isDatabaseUnavailable } from "./unavailable.ts";

/** A server error as node-postgres builds it from the wire (SQLSTATE in `code`). */
function serverError(code: string, message = "server said no") {
  const error = new pg.DatabaseError(message, 0, "error");
  error.code = code;
  return error;
}

/** What node-postgres rejects two queries with on a server that behaves like `onSocket`. */
const servers: net.Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});
async function connectErrors(
  onSocket: ((socket: net.Socket) => void) | "closed",
): Promise<unknown[]> {
  const server = net.createServer((socket) => {
    socket.on("error", () => {});
    if (onSocket !== "closed") onSocket(socket);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  if (onSocket === "closed") await new Promise((resolve) => server.close(resolve));
  else servers.push(server);
  const pool = new pg.Pool({ host: "127.0.0.1", port, connectionTimeoutMillis: 300, max: 1 });
  pool.on("error", () => {});
  // The second query waits for the pool's only connection, which never comes.
  const outcomes = await Promise.allSettled([pool.query("select 1"), pool.query("select 2")]);
  await pool.end();
  return outcomes.map((outcome) => (outcome.status === "rejected" ? outcome.reason : undefined));
}

describe("isDatabaseUnavailable", () => {
  it("recognises node-postgres failing to reach or keep a server", async () => {
    const [refused] = await connectErrors("closed");
    expect((refused as { code?: string }).code).toBe("ECONNREFUSED");
    expect(isDatabaseUnavailable(refused)).toBe(true);

    const [hangs, waitsForPool] = await connectErrors(() => {});
    expect(String(hangs)).toMatch(/Connection terminated due to connection timeout/);
    expect(isDatabaseUnavailable(hangs)).toBe(true);
    expect(String(waitsForPool)).toMatch(/timeout exceeded when trying to connect/);
    expect(isDatabaseUnavailable(waitsForPool)).toBe(true);

    const [hangsUp] = await connectErrors((socket) => socket.destroy());
    expect(String(hangsUp)).toMatch(/Connection terminated unexpectedly/);
    expect(isDatabaseUnavailable(hangsUp)).toBe(true);

    const [resets] = await connectErrors((socket) => socket.resetAndDestroy());
    expect(resets).toBeInstanceOf(Error);
    expect(isDatabaseUnavailable(resets)).toBe(true);
  });

  it("recognises the server shutting down or refusing connections", () => {
    for (const code of ["57P01", "57P02", "57P03", "53300", "3D000", "08006", "08001", "08P01"]) {
      expect(isDatabaseUnavailable(serverError(code)), code).toBe(true);
    }
  });

  it("looks through Drizzle's, Better Auth's and Node's wrappers", () => {
    const reset = Object.assign(new Error("read ECONNRESET"), { code: "ECONNRESET" });
    const query = new DrizzleQueryError("select 1", [], reset);
    expect(isDatabaseUnavailable(query)).toBe(true);
    const session = APIError.from(
      "INTERNAL_SERVER_ERROR",
      { code: "FAILED_TO_GET_SESSION", message: "Failed to get session" },
      { cause: query },
    );
    expect(isDatabaseUnavailable(session)).toBe(true);
    const everyAddress = new AggregateError([reset, new Error("no route")], "connect failed");
    expect(isDatabaseUnavailable(everyAddress)).toBe(true);
  });

  it("leaves mistakes in a statement, conflicts and other failures alone", () => {
    expect(isDatabaseUnavailable(serverError("42601", "syntax error"))).toBe(false);
    expect(isDatabaseUnavailable(serverError("23505", "duplicate key"))).toBe(false);
    // A statement past statement_timeout is the statement's doing, not the database's absence.
    expect(isDatabaseUnavailable(serverError("57014", "canceling statement"))).toBe(false);
    expect(isDatabaseUnavailable(new DrizzleQueryError("select x", [], serverError("42703")))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(new TypeError("x is undefined"))).toBe(false);
    expect(isDatabaseUnavailable(APIError.from("UNAUTHORIZED", { code: "X", message: "no" }))).toBe(
      false,
    );
    expect(isDatabaseUnavailable(null)).toBe(false);
    expect(isDatabaseUnavailable("ECONNREFUSED")).toBe(false);
    const loop: { cause?: unknown } = new Error("loop");
    loop.cause = loop;
    expect(isDatabaseUnavailable(loop)).toBe(false);
  });
});
