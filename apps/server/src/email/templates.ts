import { catalogLabel } from "@app/shared/catalog-labels";
import { isLanguage, type Language } from "@app/shared/i18n";
import { LEAD_PROMISES } from "@app/shared/leads";
import type { SiteConfig } from "@app/shared/site";
import { escapeHtml } from "../http/escape-html.ts";
import { EMAIL_COPY, type EmailCopyKey, type EmailFieldKey } from "./copy.ts";

export interface RenderedEmail {
  subject: string;
  html: string;
  text: string;
}

export type Fields = [label: EmailFieldKey, value: string | null | undefined][];

const VOCABULARY_FIELDS = {
  category: "category",
  industry: "industry",
  pricingModel: "pricingModel",
} as const;

/** Labels and catalogue values (category, industry, pricing model) in the recipient's language. */
function translateFields(language: Language, fields: Fields): [string, string][] {
  return fields.flatMap(([key, value]) => {
    if (!value) return [];
    const kind = VOCABULARY_FIELDS[key as keyof typeof VOCABULARY_FIELDS];
    const shown = kind ? catalogLabel(language, kind, value) : value;
    return [[EMAIL_COPY[language].fields[key], shown]];
  });
}

function fill(template: string, values: Record<string, string | number>): string {
  return template.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key] ?? `{${key}}`));
}

/** The main thing an e-mail asks its reader to do: a button, its link also written out beside it. */
export interface EmailAction {
  label: string;
  url: string;
}

/**
 * An escaped line with the action's address in it made a link, its text the address itself. Only
 * our own link: an address inside a visitor's words (a name, a tool's name) stays plain text.
 */
function linked(escapedLine: string, action: EmailAction | undefined): string {
  if (!action) return escapedLine;
  const url = escapeHtml(action.url);
  return escapedLine
    .split(url)
    .join(`<a href="${url}" style="color:#1d4ed8;word-break:break-all">${url}</a>`);
}

function button(action: EmailAction): string {
  return `<p><a href="${escapeHtml(action.url)}" style="display:inline-block;background:#1d4ed8;color:#ffffff;padding:10px 18px;border-radius:6px;text-decoration:none;font-weight:bold">${escapeHtml(action.label)}</a></p>`;
}

/**
 * One e-mail in HTML and plain text; every value from a user is escaped in the HTML. The main
 * action is a button, just before the line that writes its address out (a link too).
 */
export function layout(
  site: SiteConfig,
  language: Language,
  parts: { subject: string; lines: string[]; fields: Fields; action?: EmailAction },
): RenderedEmail {
  const dir = language === "ar" ? "rtl" : "ltr";
  const fields = translateFields(language, parts.fields);
  const { action } = parts;
  const paragraph = (line: string) =>
    `${action && line.includes(action.url) ? button(action) : ""}<p>${linked(escapeHtml(line), action)}</p>`;
  const html = `<!doctype html><html lang="${language}" dir="${dir}"><body style="font-family:Arial,sans-serif;color:#0f172a;line-height:1.5">
<h1 style="font-size:20px;color:#1d4ed8">${escapeHtml(site.brandName)}</h1>
${parts.lines.map(paragraph).join("\n")}
${fields.length ? `<table style="border-collapse:collapse">${fields.map(([k, v]) => `<tr><th style="text-align:start;padding:4px 12px 4px 0;vertical-align:top">${escapeHtml(k)}</th><td style="padding:4px 0;white-space:pre-wrap">${escapeHtml(v)}</td></tr>`).join("")}</table>` : ""}
</body></html>`;
  const text = [
    ...parts.lines,
    ...(fields.length ? ["", ...fields.map(([k, v]) => `${k}: ${v}`)] : []),
  ].join("\n");
  return { subject: parts.subject, html, text };
}

/** The words of one language, with {placeholders} filled. */
export function copy(language: string) {
  const lang: Language = isLanguage(language) ? language : "en";
  const words = EMAIL_COPY[lang];
  return {
    lang,
    t: (key: EmailCopyKey, values: Record<string, string | number> = {}) =>
      fill(words[key], values),
  };
}

/**
 * A confirmation goes to whatever address a visitor typed, so it must not carry their words:
 * anyone could otherwise send a stranger our e-mail with their text in it (a spam relay). It
 * greets without the name and repeats only the values picked from our lists.
 */
function pickedValuesOnly(fields: Fields): Fields {
  return fields.filter(([key]) => key in VOCABULARY_FIELDS);
}

export function consultationConfirmation(
  site: SiteConfig,
  language: string,
  input: { fields: Fields },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  return layout(site, lang, {
    subject: t("consultationSubject"),
    lines: [
      t("greetingPlain"),
      t("consultationBody", {
        brand,
        hours: LEAD_PROMISES.consultationContactHours,
        minutes: LEAD_PROMISES.consultationSessionMinutes,
      }),
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: pickedValuesOnly(input.fields),
  });
}

export function submissionConfirmation(
  site: SiteConfig,
  language: string,
  input: { fields: Fields },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  return layout(site, lang, {
    subject: t("submissionSubject"),
    lines: [
      t("greetingPlain"),
      t("submissionBody", { brand, days: LEAD_PROMISES.toolReviewBusinessDays }),
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: pickedValuesOnly(input.fields),
  });
}

/** For the team inbox: always English, every field the visitor sent. */
export function teamNotification(
  site: SiteConfig,
  input: { subject: string; intro: string; fields: Fields },
): RenderedEmail {
  return layout(site, "en", { subject: input.subject, lines: [input.intro], fields: input.fields });
}

/** The vendor's news about a reviewed submission, in the submission's language. */
export type ReviewOutcome =
  | { decision: "approve"; revision: boolean; url: string }
  | { decision: "reject"; reason: string }
  | { decision: "request-changes"; reason: string; url: string };

export function reviewDecision(
  site: SiteConfig,
  language: string,
  input: { name: string; tool: string; outcome: ReviewOutcome },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  const { tool, outcome } = input;
  const message = (): {
    subject: string;
    lines: string[];
    fields: Fields;
    action?: EmailAction;
  } => {
    switch (outcome.decision) {
      case "approve":
        return outcome.revision
          ? {
              subject: t("revisionApprovedSubject", { tool }),
              lines: [
                t("revisionApprovedBody", { tool, brand }),
                t("viewListing", { url: outcome.url }),
              ],
              fields: [],
              action: { label: t("viewListingButton"), url: outcome.url },
            }
          : {
              subject: t("approvedSubject", { tool }),
              lines: [t("approvedBody", { tool, brand }), t("viewListing", { url: outcome.url })],
              fields: [],
              action: { label: t("viewListingButton"), url: outcome.url },
            };
      case "reject":
        return {
          subject: t("rejectedSubject", { tool }),
          lines: [t("rejectedBody", { tool, brand })],
          fields: [["reason", outcome.reason]],
        };
      case "request-changes":
        return {
          subject: t("changesSubject", { tool }),
          lines: [t("changesBody", { tool, brand }), t("updateHere", { url: outcome.url })],
          fields: [["notes", outcome.reason]],
          action: { label: t("dashboardButton"), url: outcome.url },
        };
    }
  };
  const { subject, lines, fields, action } = message();
  return layout(site, lang, {
    subject,
    ...(action ? { action } : {}),
    lines: [
      t("greeting", { name: input.name }),
      ...lines,
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields,
  });
}

/**
 * The same news for an address no account has confirmed: anyone can type a stranger's address
 * on a submission, so this carries none of the submitter's words (not the name, not the tool's),
 * only that a decision was made and where to sign in to read it.
 */
export function reviewDecisionNotice(
  site: SiteConfig,
  language: string,
  input: { url: string },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  return layout(site, lang, {
    subject: t("decisionSubject", { brand }),
    action: { label: t("dashboardButton"), url: input.url },
    lines: [
      t("greetingPlain"),
      t("decisionBody", { brand }),
      t("decisionLink", { url: input.url }),
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: [],
  });
}

/** The requester's news that their consultation is scheduled, in the request's language. */
export function consultationScheduled(
  site: SiteConfig,
  language: string,
  input: { name: string; dashboardUrl: string | null },
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  return layout(site, lang, {
    subject: t("scheduledSubject"),
    lines: [
      t("greeting", { name: input.name }),
      t("scheduledBody", { brand, minutes: LEAD_PROMISES.consultationSessionMinutes }),
      ...(input.dashboardUrl ? [t("followRequest", { url: input.dashboardUrl })] : []),
      t("questions", { email: site.supportEmail, phone: site.phone }),
      t("signature", { brand }),
    ],
    fields: [],
    ...(input.dashboardUrl
      ? { action: { label: t("dashboardButton"), url: input.dashboardUrl } }
      : {}),
  });
}

/** An e-mail whose point is one link: what it is for, the link, and what to do if unasked. */
function linkEmail(
  site: SiteConfig,
  language: string,
  kind: "verify" | "reset",
  values: { url: string } & Record<string, string | number>,
): RenderedEmail {
  const { lang, t } = copy(language);
  const brand = site.brandName;
  return layout(site, lang, {
    subject: t(`${kind}Subject`, { brand }),
    lines: [
      t("greetingPlain"),
      t(`${kind}Body`, { brand }),
      t(`${kind}Link`, values),
      t(`${kind}Ignore`, { brand }),
      t("signature", { brand }),
    ],
    fields: [],
    action: { label: t(`${kind}Button`), url: values.url },
  });
}

/**
 * The link that confirms an account's address. It goes to whatever address was typed at sign-up,
 * so, like the form confirmations, it carries none of the visitor's words (not even the name).
 */
export function verifyEmail(
  site: SiteConfig,
  language: string,
  input: { url: string; hours: number },
) {
  return linkEmail(site, language, "verify", input);
}

/** The link that sets a new password; like the others, none of the visitor's words. */
export function passwordReset(
  site: SiteConfig,
  language: string,
  input: { url: string; minutes: number },
) {
  return linkEmail(site, language, "reset", input);
}
