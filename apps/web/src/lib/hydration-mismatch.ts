import { options } from "preact";

/**
 * Preact's hook for a hydration that found other elements than it rendered (in its source
 * `options._hydrationMismatch`; its published build names it `__m`, which
 * hydration-mismatch.test.ts checks). React reported such a mismatch on the console; so does
 * this, so the end-to-end tests, which fail on any console error, still catch one (ADR 17).
 */
const HOOK = "__m";

type MismatchHook = (vnode: { type: unknown }, found: (Node | null)[]) => void;

export function reportHydrationMismatches(): void {
  const hooks = options as unknown as Record<string, MismatchHook | undefined>;
  const previous = hooks[HOOK];
  hooks[HOOK] = (vnode, found) => {
    const expected = typeof vnode.type === "string" ? vnode.type : "a component";
    const present = found.flatMap((node) => (node ? [node.nodeName.toLowerCase()] : []));
    console.error(
      `Hydration mismatch: rendered <${expected}> where the server's HTML has ${present.join(", ") || "nothing"}`,
    );
    previous?.(vnode, found);
  };
}

export const PREACT_MISMATCH_HOOK = HOOK;
