/** Socket errors on the way to the database: refused, reset, timed out, no route, no address. */
const NETWORK_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "ECONNABORTED",
  "ETIMEDOUT",
  "EPIPE",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "ENOTFOUND",
  "EAI_AGAIN",
]);

/**
 * SQLSTATE admin_shutdown, crash_shutdown, cannot_connect_now; too_many_connections; and
 * invalid_catalog_name, the database itself gone (a restore under way, a failover to a server
 * that does not have it yet). Class 08 is checked apart.
 */
const SERVER_GOING_AWAY = new Set(["57P01", "57P02", "57P03", "53300", "3D000"]);

/** node-postgres and pg-pool say these in plain text, without a code. */
const LOST_CONNECTION_MESSAGES = [
  "Connection terminated",
  "timeout exceeded when trying to connect",
  "Query read timeout",
  "Client has encountered a connection error and is not queryable",
];

/** Errors nest: Drizzle wraps the driver's (`cause`), Node's connect wraps each address's. */
function* chain(error: unknown, depth = 0): Generator<object> {
  if (depth > 5 || typeof error !== "object" || error === null) return;
  yield error;
  yield* chain((error as { cause?: unknown }).cause, depth + 1);
  const inner = (error as { errors?: unknown }).errors;
  if (Array.isArray(inner)) for (const each of inner) yield* chain(each, depth + 1);
}

/**
 * True when `error` says the database could not be reached or dropped the connection, rather than
 * that a statement was wrong: such a request may succeed if retried once the database is back.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  for (const link of chain(error)) {
    const { code, message } = link as { code?: unknown; message?: unknown };
    if (typeof code === "string") {
      if (NETWORK_CODES.has(code) || SERVER_GOING_AWAY.has(code)) return true;
      if (/^08[0-9A-Z]{3}$/.test(code)) return true;
    }
    if (typeof message === "string" && LOST_CONNECTION_MESSAGES.some((m) => message.includes(m))) {
      return true;
    }
  }
  return false;
}
