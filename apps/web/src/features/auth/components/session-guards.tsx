import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { useLocation, useNavigate } from "react-router";
import { setSessionGuards } from "@/lib/api-client";
import { twoFactorSetupHref } from "@/lib/two-factor-setup";

const ReauthDialog = lazy(() => import("./reauth-dialog"));

/**
 * What the page does when the API refuses a request for the session's sake (lib/api-client.ts):
 * REAUTH_REQUIRED opens "Confirm it's you" (its chunk loads then), one dialog for every request
 * refused meanwhile; TWO_FACTOR_REQUIRED takes an admin to the account settings' two-factor
 * set-up, to come back here after it.
 */
export function SessionGuards() {
  const navigate = useNavigate();
  const location = useLocation();
  const here = useRef("");
  here.current = `${location.pathname}${location.search}`;
  const [answer, setAnswer] = useState<((confirmed: boolean) => void) | null>(null);

  useEffect(() => {
    setSessionGuards({
      confirmIdentity: () =>
        new Promise<boolean>((resolve) => {
          setAnswer(() => resolve);
        }),
      twoFactorRequired: () => {
        if (!here.current.startsWith("/account")) {
          navigate(twoFactorSetupHref(here.current), { replace: true });
        }
      },
    });
    return () => setSessionGuards({});
  }, [navigate]);

  if (!answer) return null;
  return (
    <Suspense fallback={null}>
      <ReauthDialog
        onDone={(confirmed) => {
          setAnswer(null);
          answer(confirmed);
        }}
      />
    </Suspense>
  );
}
