import { staffZone } from './time-zone';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', { month: 'long', day: 'numeric', year: 'numeric', timeZone });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}
const DATE_ONLY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The suite's one date formatter: US English, long month, numeric day and year ("November 22, 2026").
 * A moment is dated in the staff member's time zone (chosen on the Profile page, IST by default), the
 * zone date filters are read in, so a row dated November 22 is found by a filter on November 22. A
 * date-only value (YYYY-MM-DD) already names a calendar day and is written as it is. Empty or invalid
 * input gives an empty string rather than "Invalid Date".
 */
export function formatDate(
  value: string | number | Date | null | undefined,
  options: { timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  if (typeof value === 'string' && DATE_ONLY.test(value)) {
    const day = new Date(`${value}T00:00:00Z`);
    return Number.isNaN(day.getTime()) ? '' : formatterFor('UTC').format(day);
  }
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '' : formatterFor(options.timeZone ?? staffZone()).format(date);
}
