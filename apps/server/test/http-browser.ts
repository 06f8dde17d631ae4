let peers = 0;

/** A new client address for each browser, so per-address limits only bite where a test means them. */
export function nextAddress(prefix: string): string {
  peers += 1;
  return `${prefix}.${(peers >> 8) & 255}.${peers & 255}`;
}

/**
 * A browser over real HTTP to a server process: JSON in and out, its cookie kept, the page's
 * origin sent. `addressHeaders` says how its address reaches the server for the URL asked
 * (by default as the one entry of X-Forwarded-For, a proxy's report).
 */
export function httpBrowser(options: {
  base: string;
  origin?: string;
  address: string;
  addressHeaders?: (at: string, address: string) => Record<string, string>;
}) {
  const { base, address } = options;
  const addressHeaders =
    options.addressHeaders ?? ((_at: string, ip: string) => ({ "x-forwarded-for": ip }));
  // A browser's cookie jar: each cookie by name, an emptied one removed.
  const jar = new Map<string, string>();
  return async (method: string, path: string, body?: unknown, at = base) => {
    const res = await fetch(`${at}${path}`, {
      method,
      headers: {
        origin: options.origin ?? base,
        ...addressHeaders(at, address),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
        ...(jar.size ? { cookie: [...jar.values()].join("; ") } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    for (const set of res.headers.getSetCookie()) {
      const pair = set.split(";")[0] ?? "";
      const name = pair.slice(0, pair.indexOf("="));
      if (pair.endsWith("=")) jar.delete(name);
      else jar.set(name, pair);
    }
    const text = await res.text();
    let parsed: unknown = text || undefined;
    try {
      parsed = JSON.parse(text);
    } catch {}
    // biome-ignore lint/suspicious/noExplicitAny: whatever JSON the server answered
    return { status: res.status, body: parsed as any };
  };
}

/**
 * Confirms an account's address on a running server the way its owner does: reads the link from
 * the development mailbox (as the server's own machine, which alone may read it) and opens it.
 */
export async function confirmEmailOnServer(base: string, email: string): Promise<void> {
  const local = httpBrowser({ base, address: "127.0.0.1" });
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const { body } = await local("GET", "/api/dev/mailbox");
    const messages = (body?.messages ?? []) as { to: string; text: string }[];
    const href = messages
      .filter((m) => m.to === email.toLowerCase())
      .map((m) => /https?:\/\/\S+\/api\/auth\/verify-email\S+/.exec(m.text)?.[0])
      .find(Boolean);
    if (href) {
      const link = new URL(href);
      const opened = await fetch(`${base}${link.pathname}${link.search}`, { redirect: "manual" });
      if (opened.status !== 302) throw new Error(`confirmation link answered ${opened.status}`);
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`no confirmation link for ${email} in the dev mailbox`);
}
