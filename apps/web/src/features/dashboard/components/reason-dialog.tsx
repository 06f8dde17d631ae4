import type { LucideIcon } from "lucide-react";
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
import { FieldError } from "@/components/ui/field-error";
import { Label } from "@/components/ui/label";
import { Textarea } from "@/components/ui/textarea";

export interface ReasonDialogProps {
  /** The button that opens the dialog: its visible text, accessible name and icon. */
  trigger: {
    text: string;
    label: string;
    icon: LucideIcon;
    disabled?: boolean | undefined;
    describedBy?: string | undefined;
  };
  title: string;
  description: string;
  reasonLabel: string;
  confirm: string;
  cancel: string;
  /** The longest reason the shared schema takes. */
  maxLength: number;
  /** The shared schema's verdict on the reason; `invalidText` when it refuses it. */
  isValid: (reason: string) => boolean;
  invalidText: string;
  pending: boolean;
  /** Sends the trimmed reason; resolves true when the dialog may close. */
  onConfirm: (reason: string) => Promise<boolean>;
}

/**
 * An admin action that needs a reason (hide a listing or a review, ban a user): a button, and a
 * dialog that checks the reason with the shared schema before anything is sent.
 */
export function ReasonDialog(props: ReasonDialogProps) {
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [error, setError] = useState("");
  const reasonId = useId();
  const errorId = useId();
  const Icon = props.trigger.icon;

  const submit = async () => {
    if (!props.isValid(reason)) {
      setError(props.invalidText);
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
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={props.trigger.disabled}
          aria-label={props.trigger.label}
          aria-describedby={props.trigger.describedBy}
        >
          <Icon aria-hidden="true" />
          {props.trigger.text}
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
              maxLength={props.maxLength}
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
                {props.cancel}
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
