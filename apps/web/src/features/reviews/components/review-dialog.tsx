import type { Review } from "@app/shared/catalog-schemas";
import { PenLine } from "lucide-react";
import type { MouseEvent } from "react";
import { useState } from "react";
import { IsolatedValue, VALUE_MARK } from "@/components/text/isolated-value";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { VerifyEmailNotice } from "@/features/auth/components/verify-email-notice";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { ReviewForm } from "./review-form";

interface ReviewDialogProps {
  toolId: string;
  toolName: string;
  existing: Review | null;
  /** True while the user's own rating is still loading. */
  checking: boolean;
}

/** "Write a Review" (or "Update Your Review") and its dialog; signed-out visitors get a toast. */
export function ReviewDialog({ toolId, toolName, existing, checking }: ReviewDialogProps) {
  const { t } = useTranslation();
  const { status, user } = useAuth();
  const [open, setOpen] = useState(false);

  // A real DialogTrigger, so Escape and Cancel return focus to it; signed out it only toasts.
  const askToSignIn = (event: MouseEvent) => {
    if (status === "signed-in") return;
    event.preventDefault();
    toast.error(t("reviews.signInRequired"), { description: t("reviews.signInToRate") });
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button type="button" onClick={askToSignIn} disabled={status === "loading" || checking}>
          <PenLine aria-hidden="true" />
          {existing ? t("reviews.updateYourReview") : t("reviews.writeReview")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>
          {existing ? t("reviews.updateYourReview") : t("reviews.writeReview")}
        </DialogTitle>
        <DialogDescription>
          <IsolatedValue
            text={t("reviews.dialogDescription", { name: VALUE_MARK })}
            value={toolName}
          />
        </DialogDescription>
        {!open ? null : user && !user.emailVerified ? (
          // The server refuses a review until the address is confirmed: say so before any typing.
          <VerifyEmailNotice email={user.email} />
        ) : (
          <ReviewForm toolId={toolId} existing={existing} onDone={() => setOpen(false)} />
        )}
      </DialogContent>
    </Dialog>
  );
}
