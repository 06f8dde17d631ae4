/**
 * Whether React is rendering the server's HTML (on the server, or hydrating it in the browser).
 * During that render a component shows what the server could know, never what only the browser
 * has (stored choices, the visitor's region), or hydration would not match; it catches up in an
 * effect. The client entry ends the phase once hydration has committed.
 */
let fromServerHtml = import.meta.env.SSR;

export function rendersServerHtml(): boolean {
  return fromServerHtml;
}

export function beginHydration(): void {
  fromServerHtml = true;
}

export function endHydration(): void {
  fromServerHtml = false;
}
