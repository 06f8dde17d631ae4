/**
 * Kept apart from leads.ts (which holds the forms' zod schemas) so that pages quoting these
 * figures, and the page texts (route-meta.ts), do not load zod.
 */

/** Review of a tool submission takes at least and at most this many business days (Mon-Fri). */
const TOOL_REVIEW_BUSINESS_DAYS = { min: 2, max: 3 } as const;

/** Promises made to the people who write to us (SPEC §9). */
export const LEAD_PROMISES = {
  consultationContactHours: 24,
  consultationSessionMinutes: 60,
  /** As the forms and e-mails write it: "2-3". */
  toolReviewBusinessDays: `${TOOL_REVIEW_BUSINESS_DAYS.min}-${TOOL_REVIEW_BUSINESS_DAYS.max}`,
  /** A submission pending longer than this many business days breaks the promise (admin alert). */
  toolReviewMaxBusinessDays: TOOL_REVIEW_BUSINESS_DAYS.max,
  assessmentMinutes: 5,
  bonusCallMinutes: 15,
  chatPopup: { width: 500, height: 700 },
} as const;
