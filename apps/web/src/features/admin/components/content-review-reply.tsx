import type { ModeratedReply } from "@app/shared/review-replies";
import { Eye } from "lucide-react";
import { VendorText } from "@/components/text/vendor-text";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { type ReplyChange, useModerateReply } from "../api/content-reviews";
import { useContentFailure } from "./content-feedback";
import { ContentReasonDialog } from "./content-reason-dialog";

/** The vendor's reply under a review being moderated: its text, and hide or show it. */
export function ContentReviewReply({
  reviewId,
  reviewerName,
  reply,
}: {
  reviewId: string;
  reviewerName: string;
  reply: ModeratedReply;
}) {
  const { t } = useTranslation();
  const moderate = useModerateReply(reviewId);
  const onFailure = useContentFailure();
  const run = (change: ReplyChange) =>
    moderate
      .mutateAsync(change)
      .then(() => {
        const done = change.kind === "hide" ? "hidden" : "unhidden";
        toast.success(t(`adminContent.reviews.reply.${done}`));
        return true;
      })
      .catch((error: unknown) => {
        onFailure(error);
        return true;
      });

  return (
    <div className="grid gap-2 border-slate-200 border-s-4 ps-3">
      <p className="flex flex-wrap items-center gap-2 font-medium text-slate-700 text-sm">
        {t("adminContent.reviews.reply.label")}
        {reply.hiddenAt ? <Badge>{t("adminContent.reviews.hiddenBadge")}</Badge> : null}
      </p>
      <VendorText as="p" className="whitespace-pre-line break-words text-slate-800 text-sm">
        {reply.body}
      </VendorText>
      {reply.hiddenReason ? (
        <p className="break-words text-slate-600 text-sm">
          {t("adminContent.reviews.hiddenReason", { reason: reply.hiddenReason })}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        {reply.hiddenAt ? (
          <Button
            type="button"
            size="sm"
            variant="outline"
            disabled={moderate.isPending}
            aria-label={t("adminContent.reviews.reply.unhideFor", { name: reviewerName })}
            onClick={() => void run({ kind: "unhide" })}
          >
            <Eye aria-hidden="true" />
            {t("adminContent.reviews.reply.unhide")}
          </Button>
        ) : (
          <ContentReasonDialog
            open={t("adminContent.reviews.reply.hide")}
            openLabel={t("adminContent.reviews.reply.hideFor", { name: reviewerName })}
            title={t("adminContent.reviews.reply.hideTitle")}
            description={t("adminContent.reviews.reply.hideDescription")}
            reasonLabel={t("adminContent.reviews.reason")}
            confirm={t("adminContent.reviews.reply.confirm")}
            pending={moderate.isPending}
            onConfirm={(reason) => run({ kind: "hide", reason })}
          />
        )}
      </div>
    </div>
  );
}
