import type { Review } from "@app/shared/catalog-schemas";
import { PenLine } from "lucide-react";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogTitle } from "@/components/ui/dialog";
import { useAuth } from "@/features/auth/hooks/use-auth";
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
  const { status } = useAuth();
  const [open, setOpen] = useState(false);

  const openDialog = () => {
    if (status !== "signed-in") {
      toast.error(t("reviews.signInRequired"), { description: t("reviews.signInToRate") });
      return;
    }
    setOpen(true);
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <Button type="button" onClick={openDialog} disabled={status === "loading" || checking}>
        <PenLine aria-hidden="true" />
        {existing ? t("reviews.updateYourReview") : t("reviews.writeReview")}
      </Button>
      <DialogContent>
        <DialogTitle>
          {existing ? t("reviews.updateYourReview") : t("reviews.writeReview")}
        </DialogTitle>
        <DialogDescription>{t("reviews.dialogDescription", { name: toolName })}</DialogDescription>
        {open ? (
          <ReviewForm toolId={toolId} existing={existing} onDone={() => setOpen(false)} />
        ) : null}
      </DialogContent>
    </Dialog>
  );
}
