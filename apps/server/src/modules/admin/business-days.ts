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
