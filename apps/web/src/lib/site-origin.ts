let origin: string | undefined;

/**
 * The public origin (PUBLIC_URL) as the server wrote it into the first page's canonical link,
 * else this page's own origin (the Vite dev server).
 */
export function siteOrigin(): string {
  if (!origin) {
    const canonical = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
    origin = new URL(canonical?.href || window.location.href).origin;
  }
  return origin;
}
