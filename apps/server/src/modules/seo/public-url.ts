/** An absolute URL on the public site: PUBLIC_URL (without a trailing slash) plus the path. */
export function absoluteUrl(publicUrl: string, path: string): string {
  return `${publicUrl.replace(/\/+$/, "")}${path.startsWith("/") ? path : `/${path}`}`;
}
