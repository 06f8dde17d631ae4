import { useCallback } from "react";
import { useNavigate } from "react-router";
import { useSignOut } from "@/features/auth/api/sign-out";

/**
 * Returns to the home page, then signs out (SPEC §2). Leaving first keeps a guarded page from
 * redirecting to /auth when the session disappears; a failed call is logged by useSignOut.
 */
export function useSignOutAndLeave(): () => void {
  const { mutateAsync } = useSignOut();
  const navigate = useNavigate();
  return useCallback(() => {
    void (async () => {
      await navigate("/");
      await mutateAsync().catch(() => undefined);
    })();
  }, [mutateAsync, navigate]);
}
