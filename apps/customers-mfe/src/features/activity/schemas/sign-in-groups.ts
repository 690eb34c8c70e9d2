import type { AuditEntry } from '@admin/api-client';
import { formatDate } from '@admin/ui';

/** A row of the Activity screen: an entry, or a person's sign-ins of one day gathered under the newest. */
export interface ActivityRow extends AuditEntry {
  /** Every sign-in of the group, newest first (set only when there is more than one). */
  signIns?: AuditEntry[];
}

/**
 * One line per person per day for sign-ins: a day's sign-ins by the same person (within the page the
 * API answered) are gathered into the row of the newest, where it stood; every other entry stays as it is.
 * The day is the date as the screen shows it, so the grouping follows the dates staff read.
 */
export function collapseSignIns(entries: readonly AuditEntry[]): ActivityRow[] {
  const groups = new Map<string, AuditEntry[]>();
  const keyOf = (entry: AuditEntry) => `${entry.actor?.id}|${formatDate(entry.at)}`;
  for (const entry of entries) {
    if (entry.action !== 'sign_in' || !entry.actor) continue;
    const group = groups.get(keyOf(entry));
    if (group) group.push(entry);
    else groups.set(keyOf(entry), [entry]);
  }
  return entries.flatMap((entry): ActivityRow[] => {
    if (entry.action !== 'sign_in' || !entry.actor) return [entry];
    const group = groups.get(keyOf(entry)) ?? [entry];
    if (group[0] !== entry) return [];
    return group.length > 1 ? [{ ...entry, signIns: group }] : [entry];
  });
}
