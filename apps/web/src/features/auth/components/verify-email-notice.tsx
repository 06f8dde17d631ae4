import "../verify-email-texts";
import { MailCheck } from "lucide-react";
import { Trans } from "react-i18next";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useTranslation } from "@/lib/use-translation";
import { cn } from "@/lib/utils";
import { useSendVerificationEmail } from "../api/send-verification";

interface VerifyEmailNoticeProps {
  email: string;
  className?: string;
}

/**
 * Tells a signed-in user whose address is not confirmed yet what confirming unlocks (ratings,
 * reviews, the consultation history sent from that address) and sends the link again on request.
 */
export function VerifyEmailNotice({ email, className }: VerifyEmailNoticeProps) {
  const { t } = useTranslation();
  const send = useSendVerificationEmail();
  return (
    <section
      aria-labelledby="verify-email-title"
      className={cn(
        "grid gap-3 rounded-xl border border-amber-300 bg-amber-50 p-4 text-amber-950",
        className,
      )}
    >
      <h2 id="verify-email-title" className="flex items-center gap-2 font-semibold">
        <MailCheck className="size-5 shrink-0" aria-hidden="true" />
        {t("verifyEmail.title")}
      </h2>
      <p className="break-words text-sm">
        <Trans i18nKey="verifyEmail.body" values={{ email }} components={{ email: <LtrText /> }} />
      </p>
      <Button
        type="button"
        variant="outline"
        className="justify-self-start"
        disabled={send.isPending}
        onClick={() => send.mutate(email)}
      >
        {send.isPending ? t("verifyEmail.sending") : t("verifyEmail.resend")}
      </Button>
    </section>
  );
}
