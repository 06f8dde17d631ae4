import { HOLD_LIMITS, manageTokenSchema } from "@app/shared/consultation-slots";
import { CircleCheck } from "lucide-react";
import { Link, useSearchParams } from "react-router";
import { PageIntro } from "@/components/layout/page-intro";
import { Button } from "@/components/ui/button";
import { Card } from "@/components/ui/card";
import { isApiError } from "@/lib/api-error";
import { failureText } from "@/lib/failure-text";
import { useTranslation } from "@/lib/use-translation";
import { useConfirmHold } from "../api/confirm-hold";
import { BookedTime } from "./booked-time";

type Refusal = "expired" | "used" | "invalid" | "failed";

/** Why the server refused the link: a 404 opens nothing, a 409 says expired or used. */
function refusalOf(error: unknown): Refusal {
  if (!isApiError(error)) return "failed";
  if (error.status === 404 || error.status === 400) return "invalid";
  if (error.status === 409) return error.fields.token?.[0] === "expired" ? "expired" : "used";
  return "failed";
}

/**
 * Where a hold e-mail's confirm link lands. Opening it confirms nothing (a mail scanner that
 * follows links must not book): the reader's press of the button does, with a POST.
 */
export function ConfirmHoldPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const token = params.get("token") ?? "";
  const wellFormed = manageTokenSchema.safeParse(token).success;
  const confirm = useConfirmHold(token);

  const body = () => {
    if (!wellFormed) return <Refused reason="invalid" />;
    if (confirm.data) {
      return (
        <div className="grid gap-4" role="status">
          <p className="flex items-center gap-2 font-semibold text-lg text-slate-900">
            <CircleCheck className="size-5 shrink-0 text-green-600" aria-hidden="true" />
            {t("slots.confirm.done")}
          </p>
          <BookedTime
            booking={confirm.data.booking}
            className="flex items-center gap-2 font-medium text-slate-900"
          />
          <p className="text-slate-700">{t("slots.confirm.doneNote")}</p>
          <Button asChild variant="outline" className="justify-self-start">
            <Link to="/">{t("slots.manage.backHome")}</Link>
          </Button>
        </div>
      );
    }
    if (confirm.isError) {
      const reason = refusalOf(confirm.error);
      return reason === "failed" ? (
        <div className="grid justify-items-start gap-4">
          <p role="alert" className="text-slate-700">
            {failureText(confirm.error, t, t("slots.confirm.failed"))}
          </p>
          <Button type="button" onClick={() => confirm.mutate()}>
            {t("slots.confirm.button")}
          </Button>
        </div>
      ) : (
        <Refused reason={reason} />
      );
    }
    return (
      <div className="grid justify-items-start gap-4">
        <p className="text-slate-700">
          {t("slots.confirm.ask", { minutes: HOLD_LIMITS.holdMinutes })}
        </p>
        <Button
          type="button"
          size="lg"
          className="w-full sm:w-auto"
          onClick={() => confirm.mutate()}
          disabled={confirm.isPending}
        >
          {confirm.isPending ? t("slots.confirm.confirming") : t("slots.confirm.button")}
        </Button>
      </div>
    );
  };

  return (
    <>
      <PageIntro title={t("slots.confirm.title")} intro={t("slots.confirm.intro")} />
      <div className="mx-auto max-w-3xl px-4 py-10 sm:px-6">
        <Card>{body()}</Card>
      </div>
    </>
  );
}

function Refused({ reason }: { reason: Exclude<Refusal, "failed"> }) {
  const { t } = useTranslation();
  const text = {
    expired: t("slots.confirm.expired", { minutes: HOLD_LIMITS.holdMinutes }),
    used: t("slots.confirm.used"),
    invalid: t("slots.confirm.invalid"),
  }[reason];
  return (
    <div className="grid justify-items-start gap-4">
      <p role="alert" className="text-slate-700">
        {text}
      </p>
      <Button asChild variant="outline">
        <Link to="/consultation">{t("slots.confirm.pickAgain")}</Link>
      </Button>
    </div>
  );
}
