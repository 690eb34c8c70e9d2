import { describe, expect, it } from 'vitest';
import type { Permission } from '@admin/api-client';
import { linkMatches, paletteGroups } from './palette-items';
import { paletteActions, paletteScreens } from './palette-links';
import { routesFrom, testPages, testRoutes } from '../../testing/releases';

const routes = testRoutes();

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
  paletteGroups({ query, results: undefined, recent: [], permissions, routes }).flatMap((g) =>
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

  it('offers each action exactly to the holders of its permission who may open its page', () => {
    const reads: Permission[] = ['projects.read', 'orders.read', 'fees.read'];
    for (const action of paletteActions(routes)) {
      const doing = action.permissions.filter((permission) => !reads.includes(permission));
      expect(labels(reads), action.label).not.toContain(`Actions: ${action.label}`);
      expect(labels([...reads, ...doing]), action.label).toContain(`Actions: ${action.label}`);
    }
    expect(labels(['cancel.decide'])).not.toContain('Actions: Cancel requests: pending');
    expect(labels(['orders.read', 'cancel.decide'])).toContain('Actions: Cancel requests: pending');
    expect(paletteActions(routes).find((a) => a.label === 'Cancel requests: pending')?.to).toBe(
      '/cancel?status=Pending',
    );
  });

  it('lists the screens the releases declare: the sidebar’s in its order, then each section’s tabs, then the shell’s', () => {
    expect(paletteScreens(routes).map((screen) => screen.label)).toEqual([
      'Project List',
      'Companies',
      'Customers',
      'Orders',
      'Cancel Requests',
      'Templates',
      'Config',
      'Fee management',
      'Employees',
      'Order report',
      'Profile',
      'Getting started',
    ]);
  });

  it('offers a page a release adds among the screens, with no change to the shell', () => {
    const summary = {
      path: '/order-summary',
      expose: './OrderSummaryPage',
      title: 'Order Summary',
      permission: 'orders.read',
      section: '/orders',
      tab: { label: 'Summary', order: 4 },
      palette: { screen: { label: 'Order summary', keywords: 'totals' } },
    } as const;
    const released = routesFrom({ ...testPages, orders_mfe: [...testPages.orders_mfe, summary] });
    const found = paletteGroups({
      query: 'totals',
      results: undefined,
      recent: [],
      permissions: ['orders.read'],
      routes: released,
    });
    expect(found).toEqual([
      { name: 'Screens', items: [{ key: 'screen-/order-summary', label: 'Order summary', to: '/order-summary' }] },
    ]);
  });

  it('matches screens and actions by the start of their words and keywords', () => {
    const add = paletteActions(routes).find((a) => a.label === 'Add project')!;
    expect(linkMatches(add, 'add proj')).toBe(true);
    expect(linkMatches(add, 'new')).toBe(true);
    expect(linkMatches(add, 'roject')).toBe(false);
    expect(labels(['projects.write', 'projects.read'], 'proj')).toEqual([
      'Actions: Add project',
      'Screens: Project List',
    ]);
    expect(paletteScreens(routes).every((s) => s.to.startsWith('/'))).toBe(true);
  });

  it('shows recent records before anything is typed, and records found, grouped by kind, once typed', () => {
    const recent = [{ kind: 'customers' as const, id: 7, label: 'Kiran Rao', detail: '+91 7000000007' }];
    const permissions: Permission[] = ['customers.read', 'orders.read'];
    const idle = paletteGroups({ query: '', results: undefined, recent, permissions, routes });
    expect(idle[0]).toMatchObject({ name: 'Recent', items: [{ label: 'Kiran Rao', to: '/customers-profile/7' }] });
    // A recent record of a kind the role may no longer read is not offered.
    expect(
      paletteGroups({ query: '', results: undefined, recent, permissions: ['orders.read'], routes }).map((g) => g.name),
    ).not.toContain('Recent');

    const typed = paletteGroups({
      query: '113',
      recent,
      permissions,
      routes,
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

  it('ends a kind with "5 of 60 · see all" when more match, opening its list filtered by the text typed', () => {
    const customer = (id: number) => ({
      id,
      name: `Asha Rao ${id}`,
      phone: `70000001${id}`,
      country_code: '+91',
      email: null,
      kyc_status: 'verified' as const,
      status: 'Active',
    });
    const found = (permissions: Permission[], total: number) =>
      paletteGroups({
        query: ' asha rao ',
        recent: [],
        permissions,
        routes,
        results: { customers: [1, 2, 3, 4, 5].map(customer), totals: { customers: total } },
      })[0]!.items;
    expect(found(['customers.read'], 60).at(-1)).toMatchObject({
      label: '5 of 60 · see all',
      to: '/customers?search=asha+rao',
    });
    // All of them shown: nothing more to see.
    expect(found(['customers.read'], 5).map((item) => item.label)).not.toContain('5 of 5 · see all');
    expect(found(['customers.read'], 5)).toHaveLength(5);
  });

  it("names a project's status as every screen does: 'Incomplete', not 'Application Pending'", () => {
    const [projects] = paletteGroups({
      recent: [],
      permissions: ['projects.read'],
      routes,
      query: 'monsoon',
      results: { projects: [{ id: 7, name: 'Monsoon Reel', symbol: 'MNR', status: 'Application Pending' }] },
    });
    expect(projects?.items[0]).toMatchObject({ label: 'Monsoon Reel', detail: 'MNR · Incomplete' });
  });
});
