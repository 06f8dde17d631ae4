import { ApiError, retryAfterSeconds, toApiError } from "./api-error";

type Method = "GET" | "POST" | "PUT" | "PATCH" | "DELETE";

interface RequestOptions {
  body?: unknown;
  signal?: AbortSignal;
  /** Extra request headers, e.g. an idempotency key. */
  headers?: Record<string, string>;
}

let send: typeof fetch = (input, init) => fetch(input, init);

/**
 * What the page does about two refusals any request may meet: the server wants a recent sign-in
 * (REAUTH_REQUIRED: `confirmIdentity` asks the reader to sign in again and resolves whether they
 * did), or an admin's account lacks two-factor sign-in (TWO_FACTOR_REQUIRED). Set by the app's
 * SessionGuards; unset (on the server, in tests) both refusals simply throw.
 */
export interface SessionGuards {
  confirmIdentity?: () => Promise<boolean>;
  twoFactorRequired?: () => void;
}

let guards: SessionGuards = {};
/** The prompt on screen: requests refused at the same time wait for the same one. */
let pendingConfirmation: Promise<boolean> | null = null;

export function setSessionGuards(next: SessionGuards): void {
  guards = next;
}

function confirmIdentity(ask: () => Promise<boolean>): Promise<boolean> {
  pendingConfirmation ??= ask().finally(() => {
    pendingConfirmation = null;
  });
  return pendingConfirmation;
}

/**
 * Where requests go: the browser's fetch, or on the server, which renders pages with its own
 * public data, the app itself (no network, no cookies).
 */
export function setApiFetch(fetcher: typeof fetch): void {
  send = fetcher;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

/**
 * Calls our JSON API with the session cookie. Non-2xx answers throw an ApiError with the
 * server's status, code, message and field errors; network failures throw code NETWORK. A
 * REAUTH_REQUIRED answer asks the reader to sign in again and sends the request once more; if
 * they cancel, its ApiError (code REAUTH_REQUIRED) is thrown.
 */
export async function request<T>(
  method: Method,
  path: string,
  options: RequestOptions = {},
): Promise<T> {
  try {
    return await sendOnce<T>(method, path, options);
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    // The admin pages' APIs; /api/auth's own refusal (an admin turning it off) is the form's.
    if (error.code === "TWO_FACTOR_REQUIRED" && !path.startsWith("/api/auth/")) {
      guards.twoFactorRequired?.();
    }
    const ask = guards.confirmIdentity;
    if (error.code !== "REAUTH_REQUIRED" || !ask) throw error;
    if (!(await confirmIdentity(ask))) throw error;
    return sendOnce<T>(method, path, options);
  }
}

async function sendOnce<T>(
  method: Method,
  path: string,
  { body, signal, headers }: RequestOptions,
): Promise<T> {
  let response: Response;
  try {
    response = await send(path, {
      method,
      credentials: "include",
      headers: {
        Accept: "application/json",
        ...(body === undefined ? {} : { "Content-Type": "application/json" }),
        ...headers,
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === "AbortError") throw cause;
    throw new ApiError(0, "NETWORK", "Network request failed");
  }
  const data = await readBody(response);
  if (!response.ok) {
    throw toApiError(
      response.status,
      data,
      response.statusText || "Request failed",
      retryAfterSeconds(response.headers.get("retry-after")),
    );
  }
  return data as T;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, "body">) =>
    request<T>("GET", path, options),
  post: <T>(path: string, body: unknown = {}, options?: Omit<RequestOptions, "body">) =>
    request<T>("POST", path, { ...options, body }),
  put: <T>(path: string, body: unknown, options?: Omit<RequestOptions, "body">) =>
    request<T>("PUT", path, { ...options, body }),
};
