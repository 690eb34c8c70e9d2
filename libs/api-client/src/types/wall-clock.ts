// Not in the contract's shared core: zone arithmetic is read where a time is typed or a date filter
// is read (the form kit's date-time field, the API's date ranges), so it stays off every first load.
// `@admin/api-client/contract/wall-clock`, unshared like `/contract/file-types`.

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/**
 * The wall clock of `zone` at `instant`, as UTC milliseconds (so it can be compared and subtracted):
 * the time of day a person in that zone reads, to the second.
 */
export function wallClock(instant: number, zone: string): number {
  let formatter = wallClocks.get(zone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    wallClocks.set(zone, formatter);
  }
  const parts = Object.fromEntries(formatter.formatToParts(instant).map((part) => [part.type, Number(part.value)]));
  return Date.UTC(parts.year ?? 0, (parts.month ?? 1) - 1, parts.day, parts.hour, parts.minute, parts.second);
}
