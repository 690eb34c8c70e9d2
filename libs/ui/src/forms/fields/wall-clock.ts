// Wall clocks in a zone: what a date-time field shows and reads. Here, with the field, not in the
// kit's main entry: only forms need them, and the main entry is on every first load.
import { wallClock } from '@admin/api-client/contract/wall-clock';

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
