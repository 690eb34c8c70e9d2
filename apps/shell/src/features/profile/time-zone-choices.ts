/**
 * The zones offered on the Profile page, each named as staff know it (the kit's formatters write
 * IST, UTC, GST and SGT after a time in the first four, and the season's name in the others). Here,
 * with the page, not in the kit's main entry, which is on every first load.
 */
export const TIME_ZONE_CHOICES = [
  { zone: 'Asia/Kolkata', name: 'India (IST)' },
  { zone: 'UTC', name: 'Coordinated Universal Time (UTC)' },
  { zone: 'Asia/Dubai', name: 'Dubai (GST)' },
  { zone: 'Asia/Singapore', name: 'Singapore (SGT)' },
  { zone: 'Europe/London', name: 'London (GMT/BST)' },
  { zone: 'Europe/Berlin', name: 'Central Europe (CET/CEST)' },
  { zone: 'America/New_York', name: 'New York (ET)' },
  { zone: 'America/Los_Angeles', name: 'Los Angeles (PT)' },
] as const;
