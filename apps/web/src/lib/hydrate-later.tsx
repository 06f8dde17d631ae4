import { type ReactNode, Suspense, useEffect, useLayoutEffect, useState } from "react";
import { nextTask } from "./next-task";
import { holdHydration, rendersServerHtml } from "./render-phase";

interface LaterPart {
  promise: Promise<void>;
  done: boolean;
  release: () => void;
}

let turns = Promise.resolve();

/** Each part waits for the one before it, then for a task of its own. */
function laterPart(): LaterPart {
  turns = turns.then(nextTask);
  const part: LaterPart = { promise: turns, done: false, release: holdHydration() };
  part.promise = turns.then(() => {
    part.done = true;
  });
  return part;
}

/**
 * Hydrates its child in a task of its own after the page's first hydration, so that hydrating a
 * whole page is not one long task that holds the phone's main thread (issue 12's blocking time).
 * Preact keeps the server's markup on screen while a hydrating component suspends and hydrates it
 * when it resumes (its compat Suspense does not show the fallback then); the page's controls stay
 * disabled until every part has hydrated (`HydrationGate`), and a page rendered in the browser, or
 * mounted after hydration, renders its child at once. The child must render one element.
 */
export function HydrateLater({ children }: { children: ReactNode }) {
  const [part] = useState(() =>
    !import.meta.env.SSR && rendersServerHtml() ? laterPart() : undefined,
  );
  // Unmounted before its turn (a navigation): the phase does not wait for it.
  useEffect(() => part?.release, [part]);
  if (!part) return children;
  return (
    <Suspense fallback={null}>
      <AfterTurn part={part}>{children}</AfterTurn>
    </Suspense>
  );
}

function AfterTurn({ part, children }: { part: LaterPart; children: ReactNode }) {
  if (!part.done) throw part.promise;
  return <Hydrated part={part}>{children}</Hydrated>;
}

function Hydrated({ part, children }: { part: LaterPart; children: ReactNode }) {
  useLayoutEffect(part.release, []);
  return children;
}
