import type { Booking, SlotChoice } from "@app/shared/consultation-slots";
import { useState } from "react";
import { Button } from "@/components/ui/button";
import { isApiError } from "@/lib/api-error";
import { toast } from "@/lib/toast";
import { useTranslation } from "@/lib/use-translation";
import { SlotPicker } from "./slot-picker";

export interface BookingEditorProps {
  booking: Booking | null;
  move: { mutateAsync: (slot: SlotChoice) => Promise<unknown>; isPending: boolean };
  cancel: { mutateAsync: () => Promise<unknown>; isPending: boolean };
}

/** Pick another free slot and move there, or cancel (asked twice); a clash says so and refreshes. */
export function BookingEditor({ booking, move, cancel }: BookingEditorProps) {
  const { t } = useTranslation();
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [error, setError] = useState<string | undefined>();
  const [confirming, setConfirming] = useState(false);
  const booked = booking?.status === "booked";

  async function save() {
    if (!slot) return setError(t("slots.picker.pick"));
    try {
      await move.mutateAsync(slot);
      setSlot(null);
      toast.success(t("slots.manage.moved"));
    } catch (failure) {
      setSlot(null);
      const taken = isApiError(failure) && failure.status === 409;
      setError(taken ? t("slots.picker.taken") : t("slots.manage.failed"));
    }
  }

  async function confirmCancel() {
    try {
      await cancel.mutateAsync();
      setConfirming(false);
      toast.success(t("slots.manage.cancelled"));
    } catch {
      toast.error(t("slots.manage.failed"));
    }
  }

  return (
    <div className="grid gap-6">
      <section className="grid gap-4" aria-labelledby="booking-editor-pick">
        <h2 id="booking-editor-pick" className="font-semibold text-lg text-slate-900">
          {booked ? t("slots.manage.reschedule") : t("slots.manage.bookAgain")}
        </h2>
        <SlotPicker
          value={slot}
          onChange={(choice) => {
            setSlot(choice);
            setError(undefined);
          }}
          error={error}
        />
        <Button
          type="button"
          className="justify-self-start"
          onClick={save}
          disabled={move.isPending}
        >
          {move.isPending ? t("slots.manage.saving") : t("slots.manage.save")}
        </Button>
      </section>
      {booked ? (
        <section className="grid justify-items-start gap-3 border-slate-200 border-t pt-4">
          {confirming ? (
            <>
              <p className="text-slate-700 text-sm">{t("slots.manage.cancelConfirm")}</p>
              <div className="flex flex-wrap gap-2">
                <Button
                  type="button"
                  variant="default"
                  onClick={confirmCancel}
                  disabled={cancel.isPending}
                >
                  {cancel.isPending ? t("slots.manage.cancelling") : t("slots.manage.cancel")}
                </Button>
                <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
                  {t("slots.manage.keep")}
                </Button>
              </div>
            </>
          ) : (
            <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
              {t("slots.manage.cancel")}
            </Button>
          )}
        </section>
      ) : null}
    </div>
  );
}
