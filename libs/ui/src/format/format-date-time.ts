import { staffZone, timeZoneAbbreviation } from './time-zone';

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/**
 * A moment in US English with a long month and its zone: `November 22, 2026, 2:05 PM IST`, in the
 * staff member's time zone (chosen on the Profile page, IST by default) unless one is given. A time
 * always says its zone, so nobody has to guess whose afternoon it is. Built from parts because ICU
 * versions differ on the joiner (", " or " at "). Empty or invalid input gives an empty string.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  options: { timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const timeZone = options.timeZone ?? staffZone();
  const parts = Object.fromEntries(
    formatterFor(timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod} ${timeZoneAbbreviation(timeZone, date)}`;
}
