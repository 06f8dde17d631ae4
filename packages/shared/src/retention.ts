/**
 * How long the data that is only kept to run the service stays, as the privacy notice states
 * (`legal.privacy.sections.retention` in every language quotes these figures; a test holds them
 * together). The server's retention job (apps/server/src/jobs) deletes what is older.
 */
export const RETENTION = {
  /** A sign-in session is deleted this many hours after it expired (signing out deletes it). */
  sessionHoursAfterExpiry: 24,
  /** Request counters kept per network address to stop abuse (rate limits). */
  requestCounterHours: 24,
  /** The text of an e-mail we sent is deleted this many days after it went out (or failed). */
  emailBodyDays: 30,
  /** The record that an e-mail was sent (address, subject, time) is deleted after this. */
  emailRecordMonths: 24,
  /** Analytics events are deleted after this; the daily totals made from them stay. */
  analyticsEventMonths: 24,
} as const;
