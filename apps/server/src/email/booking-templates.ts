import { LEAD_PROMISES } from "@app/shared/leads";
import type { SiteConfig } from "@app/shared/site";
import { formatSlot } from "@app/shared/slot-format";
import { copy, layout, type RenderedEmail } from "./templates.ts";

export type BookingNews = "booked" | "rescheduled" | "cancelled";

export interface BookingEmailInput {
  news: BookingNews;
  startsAt: string;
  /** The requester's time zone when their browser said it, else the office's. */
  timeZone: string;
  manageUrl: string | null;
  bookUrl: string;
}

/**
 * The requester's news about their booked slot, in the request's language, with the time in
 * their zone and its name. Like the other confirmations it carries none of the visitor's words.
 */
export function bookingEmail(
  site: SiteConfig,
  language: string,
  input: BookingEmailInput,
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  const minutes = LEAD_PROMISES.consultationSessionMinutes;
  const time = formatSlot(input.startsAt, lang, input.timeZone);
  const manage = input.manageUrl ? [t("manageLink", { url: input.manageUrl })] : [];
  const news = {
    booked: {
      subject: t("bookedSubject", { time }),
      lines: [t("bookedBody", { brand, minutes, time }), t("inviteAttached"), ...manage],
    },
    rescheduled: {
      subject: t("rescheduledSubject", { time }),
      lines: [t("rescheduledBody", { brand, minutes, time }), t("inviteAttached"), ...manage],
    },
    cancelled: {
      subject: t("cancelledSubject"),
      lines: [t("cancelledBody", { brand, time }), t("bookAgain", { url: input.bookUrl })],
    },
  }[input.news];
  const action =
    input.news === "cancelled"
      ? { label: t("bookAgainButton"), url: input.bookUrl }
      : input.manageUrl
        ? { label: t("manageButton"), url: input.manageUrl }
        : undefined;
  return layout(site, lang, {
    subject: news.subject,
    ...(action ? { action } : {}),
    lines: [
      t("greetingPlain"),
      ...news.lines,
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: [],
  });
}

/**
 * The hold's e-mail: confirm the time from the link within the hold, in the request's language.
 * Like the other confirmations it carries none of the visitor's words, and no invite yet.
 */
export function holdEmail(
  site: SiteConfig,
  language: string,
  input: { startsAt: string; timeZone: string; confirmUrl: string; holdMinutes: number },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  const minutes = LEAD_PROMISES.consultationSessionMinutes;
  const time = formatSlot(input.startsAt, lang, input.timeZone);
  return layout(site, lang, {
    subject: t("holdSubject", { time }),
    action: { label: t("holdButton"), url: input.confirmUrl },
    lines: [
      t("greetingPlain"),
      t("holdBody", { brand, minutes, time, holdMinutes: input.holdMinutes }),
      t("holdLink", { url: input.confirmUrl }),
      t("holdIgnore"),
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: [],
  });
}

/** The invite's title and description in the request's language. */
export function inviteText(site: SiteConfig, language: string, manageUrl: string | null) {
  const { t } = copy(language);
  const brand = site.brandName;
  const minutes = LEAD_PROMISES.consultationSessionMinutes;
  return {
    summary: t("inviteSummary", { brand, minutes }),
    description: manageUrl ? t("manageLink", { url: manageUrl }) : t("signature", { brand }),
  };
}
