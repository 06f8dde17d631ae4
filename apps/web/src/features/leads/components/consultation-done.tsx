import { HOLD_LIMITS, type SlotChoice } from "@app/shared/consultation-slots";
import { LEAD_PROMISES } from "@app/shared/leads";
import { dashboardPathFor } from "@app/shared/roles";
import { formatSlot } from "@app/shared/slot-format";
import { CalendarClock, CalendarPlus, CircleCheck, MailCheck } from "lucide-react";
import { useEffect, useRef } from "react";
import { Trans } from "react-i18next";
import { Link } from "react-router";
import { LtrText } from "@/components/text/ltr-text";
import { Button } from "@/components/ui/button";
import { useAuth } from "@/features/auth/hooks/use-auth";
import { useLanguage } from "@/features/locale/hooks/use-language";
import { useVisitorTimeZone } from "@/features/slots/hooks/use-visitor-time-zone";
import { useSiteConfig } from "@/lib/site-config";
import { useTranslation } from "@/lib/use-translation";
import { consultationIcs, icsHref } from "../lib/consultation-ics";

/** What the form sent and the server answered: enough to say what happens next. */
export interface ConsultationSent {
  id: string;
  email: string;
  slot: SlotChoice | null;
  /** Set when the time is only held until the e-mail's link confirms it. */
  heldUntil?: string;
  /** The picked time's booking, whose id the e-mailed invite's event has too. */
  bookingId?: string;
}

type Outcome = "held" | "booked" | "request";

const outcomeOf = (sent: ConsultationSent): Outcome =>
  !sent.slot ? "request" : sent.heldUntil ? "held" : "booked";

/**
 * Where a consultation request ends: its outcome as a heading (focused, so a screen reader and a
 * phone's scroll land on it), the time in the reader's own zone, the steps that follow, the
 * time as an .ics file and, for a signed-in reader, the way to their dashboard.
 */
export function ConsultationDone({
  sent,
  onAgain,
}: {
  sent: ConsultationSent;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const { language } = useLanguage();
  const { user } = useAuth();
  const { brandName } = useSiteConfig();
  const zone = useVisitorTimeZone();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);

  const outcome = outcomeOf(sent);
  const slot = sent.slot;
  const time = slot ? formatSlot(slot.startsAt, language, zone ?? slot.timeZone ?? "UTC") : null;
  const values = {
    email: sent.email,
    minutes: HOLD_LIMITS.holdMinutes,
    session: LEAD_PROMISES.consultationSessionMinutes,
    hours: LEAD_PROMISES.consultationContactHours,
  };
  const Icon = outcome === "held" ? MailCheck : CircleCheck;

  return (
    <section aria-labelledby="consultation-done-title" className="grid gap-5">
      <h2
        id="consultation-done-title"
        ref={heading}
        tabIndex={-1}
        className="flex items-center gap-2 font-semibold text-slate-900 text-xl outline-none"
      >
        <Icon className="size-6 shrink-0 text-brand-600" aria-hidden="true" />
        {t(`consultation.done.${outcome}.title`)}
      </h2>
      {slot && time ? (
        <p className="flex items-center gap-2 font-medium text-slate-900">
          <CalendarClock className="size-5 shrink-0 text-brand-600" aria-hidden="true" />
          <time dateTime={slot.startsAt} data-testid="consultation-time">
            {time}
          </time>
        </p>
      ) : null}
      {outcome === "held" && time ? (
        <p
          role="status"
          className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 text-sm"
        >
          {t("slots.held.notice", { time, minutes: HOLD_LIMITS.holdMinutes })}
        </p>
      ) : null}
      <div className="grid gap-2">
        <h3 className="font-semibold text-slate-900">{t("consultation.done.next")}</h3>
        <ol className="grid list-decimal gap-2 ps-5 text-slate-700 text-sm">
          {(["one", "two", "three"] as const).map((step) => (
            <li key={step}>
              <Trans
                i18nKey={`consultation.done.${outcome}.${step}`}
                values={values}
                components={{ email: <LtrText /> }}
              />
            </li>
          ))}
        </ol>
      </div>
      <div className="flex flex-wrap gap-3">
        {slot ? (
          <Button asChild>
            <a
              href={icsHref(
                consultationIcs({
                  // The e-mailed invite's event: a calendar that has both keeps one entry.
                  id: sent.bookingId ?? sent.id,
                  startsAt: slot.startsAt,
                  minutes: LEAD_PROMISES.consultationSessionMinutes,
                  summary: t("consultation.done.icsSummary", { brand: brandName }),
                  description: t(`consultation.done.icsDescription.${outcome}`, values),
                  domain: typeof location === "undefined" ? "localhost" : location.hostname,
                  confirmed: outcome === "booked",
                }),
              )}
              download="consultation.ics"
            >
              <CalendarPlus aria-hidden="true" />
              {t("consultation.done.ics")}
            </a>
          </Button>
        ) : null}
        {user ? (
          <Button asChild variant="outline">
            <Link to={dashboardPathFor(user.role)}>{t("consultation.done.dashboard")}</Link>
          </Button>
        ) : null}
        <Button type="button" variant="ghost" onClick={onAgain}>
          {t("consultation.done.again")}
        </Button>
      </div>
    </section>
  );
}
