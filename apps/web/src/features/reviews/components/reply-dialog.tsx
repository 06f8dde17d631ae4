import { REPLY_LIMITS } from "@app/shared/catalog";
import { MessageSquareReply } from "lucide-react";
import { useId, useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useSaveReply } from "../api/save-reply";

interface ReplyDialogProps {
  toolId: string;
  reviewId: string;
  reviewerName: string;
  /** The reply's text now, to edit; none yet: a new reply. */
  current: string | undefined;
}

/** "Reply" (or "Edit reply") for the listing's vendor: one public reply per review. */
export function ReplyDialog({ toolId, reviewId, reviewerName, current }: ReplyDialogProps) {
  const { t } = useTranslation();
  const save = useSaveReply(toolId, reviewId);
  const [open, setOpen] = useState(false);
  const [body, setBody] = useState(current ?? "");
  const fieldId = useId();
  const title = current ? t("reviews.reply.edit") : t("reviews.reply.write");

  const submit = () =>
    save.mutate(
      { body },
      {
        onSuccess: () => {
          toast.success(t("reviews.reply.saved"));
          setOpen(false);
        },
        onError: (error) => {
          console.warn("Saving the reply failed", error);
          // 409: a moderator hid the reply; it stays as they left it.
          const hidden = isApiError(error) && error.status === 409;
          toast.error(t("reviews.reply.failed"), {
            description: hidden
              ? t("reviews.reply.hiddenByModerator")
              : failureText(error, t, t("common.error")),
          });
        },
      },
    );

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (next) setBody(current ?? "");
        setOpen(next);
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="ghost"
          className="justify-self-start text-slate-700"
          aria-label={t("reviews.reply.openFor", { name: reviewerName })}
        >
          <MessageSquareReply aria-hidden="true" />
          {title}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription>{t("reviews.reply.description")}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={fieldId}>{t("reviews.reply.field")}</Label>
            <Textarea
              id={fieldId}
              rows={4}
              value={body}
              required
              maxLength={REPLY_LIMITS.bodyMax}
              onChange={(event) => setBody(event.target.value)}
            />
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("reviews.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={save.isPending || body.trim() === ""}>
              {t("reviews.reply.save")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
