import { HOLD_LIMITS } from "@app/shared/consultation-slots";
import { LockOpen } from "lucide-react";
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
import { useReleaseHolds } from "../api/consultation-hours";

/**
 * Releases every unconfirmed hold at once, after a dialog that asks first. It closes before the
 * request, so the "Confirm it's you" dialog (a write wants a recent sign-in) never opens over it.
 */
export function ReleaseHolds() {
  const { t } = useTranslation();
  const release = useReleaseHolds();
  const [open, setOpen] = useState(false);

  const confirm = () => {
    setOpen(false);
    release.mutate(undefined, {
      onSuccess: (result) =>
        toast.success(t("slots.admin.release.done", { count: result.released })),
      onError: (error) => {
        console.warn("Releasing holds failed", error);
        toast.error(failureText(error, t, t("slots.admin.release.failed")));
      },
    });
  };

  return (
    <section className="grid justify-items-start gap-2 border-slate-200 border-t pt-4">
      <h4 className="font-semibold text-slate-900">{t("slots.admin.release.title")}</h4>
      <p className="text-slate-600 text-sm">
        {t("slots.admin.release.intro", { minutes: HOLD_LIMITS.holdMinutes })}
      </p>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogTrigger asChild>
          <Button type="button" variant="outline" disabled={release.isPending}>
            <LockOpen aria-hidden="true" />
            {release.isPending
              ? t("slots.admin.release.releasing")
              : t("slots.admin.release.button")}
          </Button>
        </DialogTrigger>
        <DialogContent>
          <DialogTitle>{t("slots.admin.release.dialogTitle")}</DialogTitle>
          <DialogDescription>{t("slots.admin.release.dialogDescription")}</DialogDescription>
          <div className="flex flex-wrap justify-end gap-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t("slots.admin.release.cancel")}
              </Button>
            </DialogClose>
            <Button type="button" onClick={confirm}>
              {t("slots.admin.release.confirm")}
            </Button>
          </div>
        </DialogContent>
      </Dialog>
    </section>
  );
}
