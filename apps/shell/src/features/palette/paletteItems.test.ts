import { describe, expect, it } from 'vitest';
import type { Permission } from '@admin/api-client';
import { linkMatches, paletteGroups } from './paletteItems';
import { paletteActions, paletteScreens } from './paletteLinks';

/** The seeded Support role (apps/api/README.md, Permissions): reads, decides nothing. */
const SUPPORT: Permission[] = [
  'projects.read',
  'companies.read',
  'orders.read',
  'customers.read',
  'config.read',
  'templates.read',
];

const labels = (permissions: readonly Permission[], query = '') =>
  paletteGroups({ query, results: undefined, recent: [], permissions }).flatMap((g) =>
    g.items.map((i) => `${g.name}: ${i.label}`),
  );

describe('the palette list', () => {
  it('offers Support no action it may not take, and only the screens it may read', () => {
    const support = labels(SUPPORT);
    expect(support.filter((l) => l.startsWith('Actions'))).toEqual([]);
    expect(support).toContain('Screens: Customers');
    expect(support).not.toContain('Screens: Employees');
    expect(support).not.toContain('Screens: Fee management');
  });

  it('offers each action exactly to the holders of its permission', () => {
    for (const action of paletteActions) {
      const without = labels(['projects.read', 'orders.read']);
      const withIt = labels(['projects.read', 'orders.read', action.permission!]);
      expect(without, action.label).not.toContain(`Actions: ${action.label}`);
      expect(withIt, action.label).toContain(`Actions: ${action.label}`);
    }
    expect(labels(['cancel.decide'])).toContain('Actions: Cancel requests: pending');
  });

  it('matches screens and actions by the start of their words and keywords', () => {
    const add = paletteActions.find((a) => a.label === 'Add project')!;
    expect(linkMatches(add, 'add proj')).toBe(true);
    expect(linkMatches(add, 'new')).toBe(true);
    expect(linkMatches(add, 'roject')).toBe(false);
    expect(labels(['projects.write', 'projects.read'], 'proj')).toEqual([
      'Actions: Add project',
      'Screens: Project List',
    ]);
    expect(paletteScreens.every((s) => s.to.startsWith('/'))).toBe(true);
  });

  it('shows recent records before anything is typed, and records found, grouped by kind, once typed', () => {
    const recent = [{ kind: 'customers' as const, id: 7, label: 'Kiran Rao', detail: '+91 7000000007' }];
    const permissions: Permission[] = ['customers.read', 'orders.read'];
    const idle = paletteGroups({ query: '', results: undefined, recent, permissions });
    expect(idle[0]).toMatchObject({ name: 'Recent', items: [{ label: 'Kiran Rao', to: '/customers-profile/7' }] });
    // A recent record of a kind the role may no longer read is not offered.
    expect(
      paletteGroups({ query: '', results: undefined, recent, permissions: ['orders.read'] }).map((g) => g.name),
    ).not.toContain('Recent');

    const typed = paletteGroups({
      query: '113',
      recent,
      permissions,
      results: {
        customers: [
          {
            id: 3,
            name: 'Asha Rao',
            phone: '7000000113',
            country_code: '+91',
            email: null,
            kyc_status: 'verified',
            status: 'Active',
          },
        ],
        orders: [
          {
            id: 113,
            status: 'Full_Payment_Pending',
            total_amount: '125000.00',
            user_id: 3,
            user_name: 'Asha Rao',
            property_id: 9,
            property_name: 'Sky Villas',
            created_at: '2026-01-01T00:00:00.000Z',
          },
        ],
      },
    });
    expect(typed.map((g) => g.name)).toEqual(['Customers', 'Orders']);
    expect(typed[0]!.items[0]).toMatchObject({
      label: 'Asha Rao',
      detail: '+91 7000000113 · KYC verified',
      to: '/customers-profile/3',
    });
    expect(typed[1]!.items[0]).toMatchObject({
      label: '#113 · Asha Rao',
      detail: 'Sky Villas · ₹1,25,000.00 · Full Payment Pending',
      to: '/order-details/113',
    });
  });
});
