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
 * The zones offered on the Profile page, each with the abbreviation shown after a time. Staff know
 * "IST", not the `GMT+5:30` that US English writes for India, so the abbreviations are ours.
 */
export const TIME_ZONE_CHOICES = [
  { zone: 'Asia/Kolkata', abbreviation: 'IST', name: 'India (IST)' },
  { zone: 'UTC', abbreviation: 'UTC', name: 'Coordinated Universal Time (UTC)' },
  { zone: 'Asia/Dubai', abbreviation: 'GST', name: 'Dubai (GST)' },
  { zone: 'Asia/Singapore', abbreviation: 'SGT', name: 'Singapore (SGT)' },
  { zone: 'Europe/London', abbreviation: null, name: 'London (GMT/BST)' },
  { zone: 'Europe/Berlin', abbreviation: null, name: 'Central Europe (CET/CEST)' },
  { zone: 'America/New_York', abbreviation: null, name: 'New York (ET)' },
  { zone: 'America/Los_Angeles', abbreviation: null, name: 'Los Angeles (PT)' },
] as const;

const shortNames = new Map<string, Intl.DateTimeFormat>();

/**
 * The abbreviation written after a time in `zone` at `at`: ours for zones without daylight saving,
 * otherwise British English's (GMT/BST, CET/CEST), else US English's (EST/EDT, PST/PDT), so the
 * summer name follows the date.
 */
export function timeZoneAbbreviation(zone: string, at: Date): string {
  const fixed = TIME_ZONE_CHOICES.find((choice) => choice.zone === zone)?.abbreviation;
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
