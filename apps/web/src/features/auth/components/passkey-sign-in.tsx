import { KeyRound } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { failureText } from "@/lib/failure-text";
import { passkeyFailure } from "@/lib/passkey-failure";
import { usePasskeySupport } from "@/lib/passkey-support";
import { useTranslation } from "@/lib/use-translation";
import { useSignInWithPasskey } from "../api/sign-in-with-passkey";

interface Notice {
  text: string;
  /** The reader closed the prompt: said plainly, not as an error. */
  cancelled: boolean;
}

/**
 * "Sign in with a passkey", only where a passkey can work (lib/passkey-support.ts): the browser's
 * prompt, then `onSignedIn`, what a completed password sign-in does.
 */
export function PasskeySignIn({ onSignedIn }: { onSignedIn: () => void }) {
  const { t } = useTranslation();
  const support = usePasskeySupport();
  const signIn = useSignInWithPasskey();
  const [notice, setNotice] = useState<Notice | null>(null);

  if (support !== "available") return null;

  const start = async () => {
    setNotice(null);
    try {
      await signIn.mutateAsync();
    } catch (error) {
      console.warn("Signing in with a passkey failed", error);
      const failure = passkeyFailure(error);
      if (failure === "cancelled")
        setNotice({ text: t("auth.passkey.cancelled"), cancelled: true });
      else {
        const text =
          failure === "notVerified"
            ? t("auth.passkey.notVerified")
            : failureText(error, t, t("auth.passkey.failed"));
        setNotice({ text, cancelled: false });
      }
      return;
    }
    onSignedIn();
  };

  return (
    <div className="grid gap-3">
      <p className="flex items-center gap-3 text-slate-500 text-sm before:h-px before:flex-1 before:bg-slate-200 after:h-px after:flex-1 after:bg-slate-200">
        {t("auth.passkey.or")}
      </p>
      <Button
        type="button"
        variant="outline"
        size="lg"
        className="w-full"
        disabled={signIn.isPending}
        onClick={start}
      >
        <KeyRound aria-hidden="true" />
        {signIn.isPending ? t("auth.passkey.signingIn") : t("auth.passkey.signIn")}
      </Button>
      {notice ? (
        <p
          role={notice.cancelled ? "status" : "alert"}
          className={notice.cancelled ? "text-slate-600 text-sm" : "text-red-600 text-sm"}
        >
          {notice.text}
        </p>
      ) : null}
    </div>
  );
}
