import type { Profile } from "@app/shared/auth-schemas";
import { useQuery, useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { createContext, startTransition, useEffect, useMemo, useState } from "react";
import { meQueryOptions } from "../api/get-me";
import { onSessionBroadcast } from "../lib/auth-channel";

export type AuthStatus = "loading" | "signed-in" | "signed-out";

export interface AuthContextValue {
  status: AuthStatus;
  user: Profile | null;
}

export const AuthContext = createContext<AuthContextValue | null>(null);

/** What the server renders: it does not know the session. */
export const AUTH_LOADING: AuthContextValue = { status: "loading", user: null };

/**
 * The session is the /api/me query: refetched on focus, every minute and whenever another tab
 * signs in or out. A failed check (server down) keeps the last known state instead of an error.
 * A component sees loading, as the server's HTML has it, until it has hydrated (`useAuth`).
 *
 * The first session known after the page loads reaches the page in a transition: the parts that
 * read it render in slices React can interrupt, not in one blocking task (a query's update is
 * always synchronous; on the marketplace that task was 588 ms at 4x, ADR 26). Later changes
 * (signing in or out) reach the page at once.
 */
export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const { data, isPending } = useQuery(meQueryOptions);

  useEffect(
    () =>
      onSessionBroadcast(() => {
        void queryClient.invalidateQueries({ queryKey: meQueryOptions.queryKey });
      }),
    [queryClient],
  );

  const latest = useMemo<AuthContextValue>(() => {
    if (isPending) return AUTH_LOADING;
    const user = data ?? null;
    return { status: user ? "signed-in" : "signed-out", user };
  }, [data, isPending]);
  const [known, setKnown] = useState(false);
  useEffect(() => {
    if (!known && latest !== AUTH_LOADING) startTransition(() => setKnown(true));
  }, [known, latest]);
  const value = known ? latest : AUTH_LOADING;

  return <AuthContext value={value}>{children}</AuthContext>;
}
