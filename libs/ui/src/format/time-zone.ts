import * as singletons from '@admin/ui/singletons';

/** IST until the staff member chooses (DEFAULT_TIME_ZONE, repeated for a shell whose singletons predate it). */
const FALLBACK_ZONE = 'Asia/Kolkata';

/**
 * The zone every time is shown in: the staff member's (chosen on the Profile page). Read through the
 * kit's singleton entry so every remote shows the same zone; a shell older than that store has none,
 * so IST then.
 */
export function staffZone(): string {
  const store = (singletons as Partial<typeof singletons>).staffTimeZone;
  return store ? store.get() : FALLBACK_ZONE;
}

/**
 * Our abbreviations of the zones without daylight saving that staff pick (the Profile page's choices):
 * staff know "IST", not the `GMT+5:30` that US English writes for India.
 */
const FIXED_ABBREVIATIONS: Record<string, string> = {
  'Asia/Kolkata': 'IST',
  UTC: 'UTC',
  'Asia/Dubai': 'GST',
  'Asia/Singapore': 'SGT',
};

const shortNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The abbreviation written after a time in `zone` at `at`: ours for zones without daylight saving,
 * otherwise British English's (GMT/BST, CET/CEST), else US English's (EST/EDT, PST/PDT), so the
 * summer name follows the date.
 */
export function timeZoneAbbreviation(zone: string, at: Date): string {
  const fixed = FIXED_ABBREVIATIONS[zone];
  if (fixed) return fixed;
  const locale = zone.startsWith('Europe/') ? 'en-GB' : 'en-US';
  const key = `${locale} ${zone}`;
  let formatter = shortNames.get(key);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { timeZone: zone, timeZoneName: 'short' });
    shortNames.set(key, formatter);
  }
  return formatter.formatToParts(at).find((part) => part.type === 'timeZoneName')?.value ?? zone;
}
