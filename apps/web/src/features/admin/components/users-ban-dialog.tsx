import { type AdminUser, USER_ADMIN_LIMITS, userBanInputSchema } from "@app/shared/users";
import { Ban } from "lucide-react";
import { useId, useState } from "react";
import { useTranslation } from "react-i18next";
import { toast } from "sonner";
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
import { useChangeUser } from "../api/change-user";
import { useUserChangeFailure } from "./users-feedback";

interface UsersBanDialogProps {
  user: AdminUser;
  isSelf: boolean;
  describedBy?: string | undefined;
}

/** "Ban" and its dialog: a reason is required; the user is signed out at once. */
export function UsersBanDialog({ user, isSelf, describedBy }: UsersBanDialogProps) {
  const { t } = useTranslation();
  const format = useFormatters();
  const change = useChangeUser(user.id);
  const onFailure = useUserChangeFailure();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState("");
  const [reasonError, setReasonError] = useState("");
  const reasonId = useId();
  const errorId = useId();

  const submit = () => {
    if (!userBanInputSchema.safeParse({ reason }).success) {
      setReasonError(
        t("adminUsers.ban.reasonInvalid", {
          min: format.number(USER_ADMIN_LIMITS.reasonMin),
          max: format.number(USER_ADMIN_LIMITS.reasonMax),
        }),
      );
      document.getElementById(reasonId)?.focus();
      return;
    }
    change.mutate(
      { kind: "ban", reason: reason.trim() },
      {
        onSuccess: () => {
          toast.success(t("adminUsers.done.ban", { name: user.name }));
          setOpen(false);
          setReason("");
        },
        onError: (error) => {
          onFailure(error, { isSelf });
          setOpen(false);
        },
      },
    );
  };

  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        setOpen(next);
        if (!next) setReasonError("");
      }}
    >
      <DialogTrigger asChild>
        <Button
          type="button"
          size="sm"
          variant="outline"
          disabled={isSelf}
          aria-label={t("adminUsers.ban.openFor", { name: user.name })}
          aria-describedby={describedBy}
        >
          <Ban aria-hidden="true" />
          {t("adminUsers.ban.open")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("adminUsers.ban.title")}</DialogTitle>
        <DialogDescription>
          {t("adminUsers.ban.description", { name: user.name })}
        </DialogDescription>
        <form
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <div className="grid gap-2">
            <Label htmlFor={reasonId}>{t("adminUsers.ban.reason")}</Label>
            <Textarea
              id={reasonId}
              value={reason}
              rows={3}
              maxLength={USER_ADMIN_LIMITS.reasonMax}
              aria-invalid={reasonError ? true : undefined}
              aria-describedby={reasonError ? errorId : undefined}
              onChange={(event) => {
                setReason(event.target.value);
                if (reasonError) setReasonError("");
              }}
            />
            <FieldError id={errorId}>{reasonError}</FieldError>
          </div>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("adminUsers.cancel")}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={change.isPending}>
              {t("adminUsers.ban.confirm")}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
