import { CONTENT_LIMITS, moderationReasonSchema } from "@app/shared/content";
import { EyeOff } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";
import { useFormatters } from "@/features/locale/hooks/use-formatters";

interface ContentReasonDialogProps {
  /** The trigger's visible text and its accessible name. */
  open: string;
  openLabel: string;
  title: string;
  description: string;
  reasonLabel: string;
  confirm: string;
  pending: boolean;
  /** Sends the reason; resolves true when done, so the dialog closes. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/** "Hide" and its dialog: a reason of the shared length is required before anything is sent. */
export function ContentReasonDialog(props: ContentReasonDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const reasonId = useId();
  const errorId = useId();

  const submit = async () => {
    if (!moderationReasonSchema.safeParse({ reason }).success) {
      setError(
        t("adminContent.hide.reasonInvalid", {
          min: format.number(CONTENT_LIMITS.reasonMin),
          max: format.number(CONTENT_LIMITS.reasonMax),
        }),
      );
      document.getElementById(reasonId)?.focus();
      return;
    }
    if (await props.onConfirm(reason.trim())) {
      setOpen(false);
      setReason("");
    }
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setError("");
      }}
    >
      <DialogTrigger asChild>
        <Button type="button" size="sm" variant="outline" aria-label={props.openLabel}>
          <EyeOff aria-hidden="true" />
          {props.open}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{props.title}</DialogTitle>
        <DialogDescription>{props.description}</DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{props.reasonLabel}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              rows={3}
              maxLength={CONTENT_LIMITS.reasonMax}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (error) setError("");
              }}
            />
            <FieldError id={errorId}>{error}</FieldError>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("adminContent.edit.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={props.pending}>
              {props.confirm}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
