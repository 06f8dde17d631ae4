/**
 * Whether React is rendering the server's HTML (on the server, or hydrating it in the browser).
 * During that render a component shows what the server could know, never what only the browser
 * has (stored choices, the visitor's region), or hydration would not match; it catches up in an
 * effect. The phase ends once the first hydration has committed and every part it left for a
 * later task (`HydrateLater`) has hydrated too.
 */
let fromServerHtml = import.meta.env.SSR;
let firstCommitted = false;
let partsLeft = 0;
const listeners = new Set<() => void>();

export function rendersServerHtml(): boolean {
  return fromServerHtml;
}

/** Calls `listener` when the phase ends; returns the unsubscribe. */
export function subscribeToRenderPhase(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function beginHydration(): void {
  fromServerHtml = true;
  firstCommitted = false;
  partsLeft = 0;
}

/** The first render (a hydration or not) has committed. */
export function endHydration(): void {
  firstCommitted = true;
  endWhenDone();
}

/** A part of the page will hydrate later: the phase lasts until the returned call. */
export function holdHydration(): () => void {
  partsLeft++;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    partsLeft--;
    endWhenDone();
  };
}

function endWhenDone() {
  if (!fromServerHtml || !firstCommitted || partsLeft > 0) return;
  fromServerHtml = false;
  for (const listener of listeners) listener();
}
