const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? '' : 's'}`;

/**
 * How long something has waited, in the largest whole unit ("3 days", "5 hours", "12 minutes",
 * "just now"): the age a work queue shows beside each item. Empty for a missing or invalid time.
 */
export function formatAge(since: string | number | Date | null | undefined, now: number = Date.now()): string {
  if (since === null || since === undefined || since === '') return '';
  const at = since instanceof Date ? since.getTime() : new Date(since).getTime();
  if (Number.isNaN(at)) return '';
  const waited = Math.max(0, now - at);
  if (waited >= DAY) return plural(Math.floor(waited / DAY), 'day');
  if (waited >= HOUR) return plural(Math.floor(waited / HOUR), 'hour');
  if (waited >= MINUTE) return plural(Math.floor(waited / MINUTE), 'minute');
  return 'just now';
}
