import { useQueryClient } from "@tanstack/react-query";
import { useRef, useState } from "react";
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

  // The session the reader had stays until the sign-in completes (the server keeps it through
  // the code step), so stopping half-way leaves them signed in; a completed one replaces it.
  const finish = async (confirmed: boolean) => {
    if (confirmed) {
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
            onCodeNeeded={() => setStep("code")}
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
