import { LEAD_PROMISES } from "@app/shared/leads";

const DAY_MS = 86_400_000;

/** Saturday or Sunday, in UTC. */
function isWeekend(time: Date): boolean {
  const day = time.getUTCDay();
  return day === 0 || day === 6;
}

/**
 * The instant `days` business days (Monday to Friday, UTC) before `now`: anything that started
 * waiting before it has waited longer than `days` business days. Weekend time does not count, so
 * on a weekend the clock stands at the end of Friday.
 */
export function businessDaysBefore(now: Date, days: number): Date {
  let time = now.getTime();
  if (isWeekend(now)) {
    // Back to Saturday 00:00, the end of Friday.
    const midnight = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
    time = midnight - (now.getUTCDay() === 0 ? DAY_MS : 0);
  }
  for (let left = days; left > 0; left -= 1) {
    time -= DAY_MS;
    while (isWeekend(new Date(time))) time -= DAY_MS;
  }
  return new Date(time);
}

/**
 * The instants before which a request has waited longer than promised (SPEC §9): a consultation
 * not contacted within the promised hours, a submission not reviewed within the promised
 * business days. The admin's alerts and the alert e-mails both use these.
 */
export function promiseCutoffs(now: Date): { consultations: Date; submissions: Date } {
  return {
    consultations: new Date(now.getTime() - LEAD_PROMISES.consultationContactHours * 3_600_000),
    submissions: businessDaysBefore(now, LEAD_PROMISES.toolReviewMaxBusinessDays),
  };
}
