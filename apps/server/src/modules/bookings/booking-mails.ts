import { HOLD_LIMITS } from "@app/shared/consultation-slots";
import { isLanguage } from "@app/shared/i18n";
import { localizedPath } from "@app/shared/language-path";
import type { SiteConfig } from "@app/shared/site";
import { formatSlot } from "@app/shared/slot-format";
import {
  type BookingNews,
  bookingEmail,
  holdEmail,
  inviteText,
} from "../../email/booking-templates.ts";
import type { QueuedEmail } from "../../email/outbox.ts";
import { teamNotification } from "../../email/templates.ts";
import { absoluteUrl } from "../seo/public-url.ts";
import { bookingInvite } from "./booking-invite.ts";
import type { BookingRow } from "./bookings.repository.ts";

export interface BookingMailSettings {
  site: SiteConfig;
  teamInbox: string;
  publicUrl: string;
}

export interface Requester {
  id: string;
  name: string;
  email: string;
  language: string;
}

/** The page where the link's holder reschedules or cancels, in the request's language. */
export function manageUrl(publicUrl: string, language: string, token: string): string {
  const lang = isLanguage(language) ? language : "en";
  return absoluteUrl(publicUrl, localizedPath(lang, `/consultation/booking?token=${token}`));
}

/**
 * The page whose button confirms a held slot (a GET only shows it, so a mail scanner that opens
 * links confirms nothing), in the request's language.
 */
export function confirmUrl(publicUrl: string, language: string, token: string): string {
  const lang = isLanguage(language) ? language : "en";
  return absoluteUrl(publicUrl, localizedPath(lang, `/consultation/confirm?token=${token}`));
}

/** The requester's e-mail with the link that confirms their held slot. */
export function holdMail(
  mail: BookingMailSettings,
  requester: Requester,
  row: BookingRow,
  token: string,
): QueuedEmail {
  return {
    template: "consultation-hold",
    to: requester.email,
    ...holdEmail(mail.site, requester.language, {
      startsAt: row.startsAt.toISOString(),
      timeZone: row.requesterTimeZone ?? row.timeZone,
      confirmUrl: confirmUrl(mail.publicUrl, requester.language, token),
      holdMinutes: HOLD_LIMITS.holdMinutes,
    }),
  };
}

/**
 * The requester's e-mail about their slot with its invite. `token` (known only when it was just
 * made) adds the manage link; without it the invite still updates the calendar entry.
 */
export function requesterMail(
  mail: BookingMailSettings,
  requester: Requester,
  row: BookingRow,
  news: BookingNews,
  options: { token: string | null; template: string },
): QueuedEmail {
  const link = options.token ? manageUrl(mail.publicUrl, requester.language, options.token) : null;
  const lang = isLanguage(requester.language) ? requester.language : "en";
  const rendered = bookingEmail(mail.site, requester.language, {
    news,
    startsAt: row.startsAt.toISOString(),
    timeZone: row.requesterTimeZone ?? row.timeZone,
    manageUrl: link,
    bookUrl: absoluteUrl(mail.publicUrl, localizedPath(lang, "/consultation")),
  });
  const ics = bookingInvite(row, {
    brand: mail.site.brandName,
    organizerEmail: mail.site.supportEmail,
    attendeeEmail: requester.email,
    domain: new URL(mail.publicUrl).hostname,
    manageUrl: link,
    ...inviteText(mail.site, requester.language, link),
  });
  return { template: options.template, to: requester.email, ...rendered, ics };
}

/** The team's note of a booking, a move or a cancellation, in English with the office's time. */
export function teamMail(
  mail: BookingMailSettings,
  requester: Requester,
  row: BookingRow,
  news: BookingNews,
): QueuedEmail {
  const when = formatSlot(row.startsAt.toISOString(), "en", row.timeZone);
  const subject = `Consultation ${news}: ${requester.name}, ${when}`;
  return {
    template: "consultation-team",
    to: mail.teamInbox,
    ...teamNotification(mail.site, {
      subject,
      intro: `${requester.name} (${requester.email}): consultation ${news}, ${row.office} office, ${when}.`,
      fields: [],
    }),
  };
}
