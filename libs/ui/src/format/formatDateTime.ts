const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string | undefined): Intl.DateTimeFormat {
  const key = timeZone ?? '';
  let formatter = formatters.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone,
    });
    formatters.set(key, formatter);
  }
  return formatter;
}

/**
 * A moment in US English with a long month: `November 22, 2026, 2:05 PM`, in the browser's time zone
 * unless one is given. Built from parts because ICU versions differ on the joiner (", " or " at ").
 * Empty or invalid input gives an empty string.
 */
export function formatDateTime(
  value: string | number | Date | null | undefined,
  options: { timeZone?: string } = {},
): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  const parts = Object.fromEntries(
    formatterFor(options.timeZone)
      .formatToParts(date)
      .map((part) => [part.type, part.value]),
  );
  return `${parts.month} ${parts.day}, ${parts.year}, ${parts.hour}:${parts.minute} ${parts.dayPeriod}`;
}
