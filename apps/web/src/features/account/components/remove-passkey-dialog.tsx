import { Trash2 } from "lucide-react";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
  DialogTrigger,
} from "@/components/ui/dialog";
import { failureText } from "@/lib/failure-text";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { useRemovePasskey } from "../api/remove-passkey";

/**
 * Remove, and a dialog that asks first. It closes before the request, so the "Confirm it's you"
 * dialog (the server wants a recent sign-in) never opens over it.
 */
export function RemovePasskeyDialog({ id, name }: { id: string; name: string }) {
  const { t } = useTranslation();
  const remove = useRemovePasskey();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    remove.mutate(
      { id },
      {
        onSuccess: () => toast.success(t("business.account.passkeys.removed")),
        onError: (error) => {
          console.warn("Removing a passkey failed", error);
          toast.error(failureText(error, t, t("business.account.passkeys.removeFailed")));
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button
          type="button"
          variant="outline"
          size="sm"
          disabled={remove.isPending}
          aria-label={t("business.account.passkeys.removeLabel", { name })}
        >
          <Trash2 aria-hidden="true" />
          {remove.isPending
            ? t("business.account.passkeys.removing")
            : t("business.account.passkeys.remove")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t("business.account.passkeys.removeTitle")}</DialogTitle>
        <DialogDescription>
          {t("business.account.passkeys.removeDescription", { name })}
        </DialogDescription>
        <div className="flex flex-wrap justify-end gap-2">
          <DialogClose asChild>
            <Button type="button" variant="outline">
              {t("business.account.passkeys.cancel")}
            </Button>
          </DialogClose>
          <Button type="button" onClick={confirm}>
            {t("business.account.passkeys.removeConfirm")}
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
