import { useContext } from "react";
import { useHydrated } from "@/lib/use-hydrated";
import type { AuthContextValue } from "../components/auth-provider";
import { AUTH_LOADING, AuthContext } from "../components/auth-provider";

/**
 * The session as the page knows it. Loading while this component hydrates, as the server
 * rendered it: a Suspense boundary that hydrates after the session is known (React does not
 * tell a boundary still to hydrate of a context change) would otherwise differ from the
 * server's HTML. It takes the session in the render right after.
 */
export function useAuth(): AuthContextValue {
  const context = useContext(AuthContext);
  const hydrated = useHydrated();
  if (!context) throw new Error("useAuth must be used within an AuthProvider");
  return hydrated ? context : AUTH_LOADING;
}
