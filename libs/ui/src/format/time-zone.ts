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

const wallClocks = new Map<string, Intl.DateTimeFormat>();

/** The wall clock of `zone` at `instant`, as UTC milliseconds (so it can be compared and subtracted). */
function wallClock(instant: number, zone: string): number {
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

const pad = (n: number) => String(n).padStart(2, '0');

/** An instant as `YYYY-MM-DDTHH:mm` on `zone`'s wall clock (what a `datetime-local` input shows). */
export function wallClockText(instant: Date, zone: string): string {
  const wall = new Date(wallClock(instant.getTime(), zone));
  return `${wall.getUTCFullYear()}-${pad(wall.getUTCMonth() + 1)}-${pad(wall.getUTCDate())}T${pad(wall.getUTCHours())}:${pad(wall.getUTCMinutes())}`;
}

/**
 * The instant a wall-clock time (`YYYY-MM-DDTHH:mm`) names in `zone`. The offset is read twice, so a
 * time just after a daylight-saving change is right; undefined for text that is no time.
 */
export function instantOfWallClock(text: string, zone: string): Date | undefined {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2})?$/.test(text)) return undefined;
  const asUtc = Date.parse(`${text.length === 16 ? `${text}:00` : text}.000Z`);
  if (Number.isNaN(asUtc)) return undefined;
  const second = Math.floor(asUtc / 1000) * 1000;
  const guess = asUtc - (wallClock(second, zone) - second);
  const guessSecond = Math.floor(guess / 1000) * 1000;
  return new Date(asUtc - (wallClock(guessSecond, zone) - guessSecond));
}
