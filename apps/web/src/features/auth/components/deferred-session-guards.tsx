import { Suspense } from "react";
import { lazyOptional } from "@/lib/lazy-optional";
import { useAuth } from "../hooks/use-auth";

const SessionGuards = lazyOptional(() =>
  import("./session-guards").then((module) => module.SessionGuards),
);

/**
 * The session guards (session-guards.tsx) load once someone is signed in: only their requests
 * meet the refusals they handle, so no visitor's first script carries them.
 */
export function DeferredSessionGuards() {
  const { status } = useAuth();
  if (status !== "signed-in") return null;
  return (
    <Suspense fallback={null}>
      <SessionGuards />
    </Suspense>
  );
}
