const longDate = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric' });
const longDateUtc = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The suite's one date formatter: US English, long month, numeric day and year ("November 22, 2026").
 * A date-only value (YYYY-MM-DD) names a calendar day, so it is formatted in UTC to avoid showing the
 * previous day west of Greenwich. Empty or invalid input gives an empty string rather than "Invalid Date".
 */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? '' : longDateUtc.format(day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : longDate.format(date);
}
