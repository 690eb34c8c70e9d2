import { describe, expect, it } from 'vitest';
import { auditEntry } from '../../../../../../tools/testing/audit-entries';
import { collapseSignIns } from './sign-in-groups';

const asha = { id: 1, name: 'Asha Admin', role: 'Admin' };
const priya = { id: 31, name: 'Priya', role: 'Operations' };
const signIn = (at: string, actor = asha) =>
  auditEntry({
    action: 'sign_in',
    record_type: 'session',
    record_label: `Session of ${actor.name}`,
    changes: [],
    actor,
    at,
  });

describe('collapseSignIns', () => {
  it('gathers one person’s sign-ins of a day under the newest, where it stood; others stay', () => {
    const change = auditEntry({ at: '2026-11-25T10:00:00.000Z' });
    const a1 = signIn('2026-11-25T09:00:00.000Z');
    const p1 = signIn('2026-11-25T08:30:00.000Z', priya);
    const a2 = signIn('2026-11-25T08:00:00.000Z');
    const a3 = signIn('2026-11-25T07:00:00.000Z');
    const yesterday = signIn('2026-11-23T07:00:00.000Z');
    const rows = collapseSignIns([change, a1, p1, a2, a3, yesterday]);
    expect(rows.map((row) => row.id)).toEqual([change.id, a1.id, p1.id, yesterday.id]);
    expect(rows[1]?.signIns?.map((entry) => entry.id)).toEqual([a1.id, a2.id, a3.id]);
    expect(rows[2]?.signIns).toBeUndefined();
    expect(rows[3]?.signIns).toBeUndefined();
  });
});
