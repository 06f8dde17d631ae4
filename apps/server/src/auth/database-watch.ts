import { AsyncLocalStorage } from "node:async_hooks";
import { isDatabaseUnavailable } from "../db/unavailable.ts";

/**
 * When a database call fails inside one of its endpoints, Better Auth answers with a 500 of its
 * own (or a 422 "failed to create user") and keeps the cause to itself; it does log the cause.
 * Each request through our wrapper runs under a watch that sees every error Better Auth logs,
 * so the wrapper can tell a database outage (503) from a fault (500).
 */
const watch = new AsyncLocalStorage<{ databaseUnavailable: boolean }>();

/** Runs `handle` and says whether Better Auth logged a database outage while it ran. */
export async function watchForOutage(
  handle: () => Promise<Response>,
): Promise<{ response: Response; databaseUnavailable: boolean }> {
  const seen = { databaseUnavailable: false };
  const response = await watch.run(seen, handle);
  return { response, databaseUnavailable: seen.databaseUnavailable };
}

/** Better Auth's logger calls this with what it logs at error level. */
export function noteLoggedErrors(args: readonly unknown[]): void {
  const seen = watch.getStore();
  if (seen && !seen.databaseUnavailable)
    seen.databaseUnavailable = args.some(isDatabaseUnavailable);
}
