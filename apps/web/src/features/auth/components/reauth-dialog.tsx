import { focusManager, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef, useState } from "react";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useTranslation } from "@/lib/use-translation";
import authEn from "@/locales/auth/en.json";
import { addPageTexts } from "@/locales/page-english";
import { useAuth } from "../hooks/use-auth";
import { broadcastSessionChange } from "../lib/auth-channel";
import { refreshSession } from "../lib/session-cache";
import { ReauthPasswordForm } from "./reauth-password-form";
import { TwoFactorStep } from "./two-factor-step";

// Before the first render: the sign-in texts (their English comes with this chunk).
await addPageTexts({ auth: authEn });

/**
 * "Confirm it's you": the server wants a recent sign-in for what the reader just did. They give
 * their password (and a code, with two-factor sign-in on), which signs them in again; `onDone`
 * tells the API client whether to send the refused request once more. Esc, the close button or
 * Cancel end it unconfirmed.
 */
export default function ReauthDialog({ onDone }: { onDone: (confirmed: boolean) => void }) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { user } = useAuth();
  const email = useRef(user?.email ?? "").current;
  const [step, setStep] = useState<"password" | "code">("password");
  const [ended, setEnded] = useState(false);
  // Past the password with two-factor sign-in on, the old session cookie is gone.
  const cookieChanged = useRef(false);

  // Signing in again with two-factor sign-in on ends the session cookie at the password and sets
  // a new one at the code: in between /api/me says "signed out", and the page under the dialog
  // would leave. While it is open the page counts as unfocused, which stops the session's
  // refetches (on focus and every minute).
  useEffect(() => {
    focusManager.setFocused(false);
    return () => focusManager.setFocused(undefined);
  }, []);

  const finish = async (confirmed: boolean) => {
    focusManager.setFocused(undefined);
    if (confirmed || cookieChanged.current) {
      await refreshSession(queryClient);
      broadcastSessionChange();
    }
    onDone(confirmed);
  };

  return (
    <Dialog open onOpenChange={(open) => !open && void finish(false)}>
      <DialogContent>
        <DialogTitle>{t("auth.reauth.title")}</DialogTitle>
        <DialogDescription>{t("auth.reauth.description")}</DialogDescription>
        {step === "password" ? (
          <ReauthPasswordForm
            email={email}
            notice={ended ? t("auth.twoFactor.challengeEnded") : null}
            onSignedIn={() => finish(true)}
            onCodeNeeded={() => {
              cookieChanged.current = true;
              setStep("code");
            }}
            onCancel={() => finish(false)}
          />
        ) : (
          <TwoFactorStep
            onVerified={() => finish(true)}
            backLabel={t("auth.reauth.back")}
            onBack={(challengeEnded) => {
              setEnded(challengeEnded);
              setStep("password");
            }}
          />
        )}
      </DialogContent>
    </Dialog>
  );
}
