/** The gate's rules one by one (modules/releases/gate.ts); releases.test.ts shows them through the API. */
import { describe, expect, it } from 'vitest';
import { gateProblems, routeKey, type GateCandidate, type GateContext } from '../src/modules/releases/gate';

const shell = { release: 's1', provides: { react: '19.3.1', 'react-dom': '19.3.1', '@admin/ui/singletons': '2' } };
const context: GateContext = { shell, otherPages: [], liveRemotes: [] };
const candidate = (overrides: Partial<GateCandidate> = {}): GateCandidate => ({
  app: 'orders-mfe',
  release: 'r1',
  pages: [{ path: '/orders', expose: './OrderListPage' }],
  exposes: ['./OrderListPage'],
  requires: { react: '19.0.0', '@admin/ui/singletons': '1' },
  ...overrides,
});

describe('the release gate', () => {
  it('lets through a release within the live shell’s majors and contracts', () => {
    expect(gateProblems(candidate(), context)).toEqual([]);
    expect(gateProblems(candidate({ requires: { '@admin/ui/singletons': '2' } }), context)).toEqual([]);
  });

  it('names a major the live shell lacks, older or newer', () => {
    expect(gateProblems(candidate({ requires: { react: '18.3.1' } }), context)).toEqual([
      'orders-mfe r1 needs react 18.3.1 (major 18); the live shell s1 provides react 19.3.1',
    ]);
    expect(gateProblems(candidate({ requires: { 'react-dom': '20.1.0' } }), context)).toHaveLength(1);
  });

  it('names a contract newer than the live shell’s, and a singleton it does not share at all', () => {
    expect(gateProblems(candidate({ requires: { '@admin/ui/singletons': '3', jotai: '2.20.0' } }), context)).toEqual([
      'orders-mfe r1 needs @admin/ui/singletons contract 3; the live shell s1 provides contract 2',
      'orders-mfe r1 needs jotai 2.20.0, which the live shell s1 does not provide',
    ]);
  });

  it('names each page whose expose the release lacks', () => {
    const pages = [
      { path: '/orders', expose: './OrderListPage' as const },
      { path: '/order-report', expose: './OrderReportPage' as const },
    ];
    expect(gateProblems(candidate({ pages }), context)).toEqual([
      'orders-mfe r1 declares the page /order-report with the expose ./OrderReportPage, which it does not expose',
    ]);
  });

  it('names a route another remote owns, whatever its letter case, slash or parameter names', () => {
    expect(routeKey('/Order-Details/:orderId/')).toBe(routeKey('/order-details/:id'));
    const owned: GateContext = {
      ...context,
      otherPages: [{ app: 'customers-mfe', release: 'k7', path: '/order-details/:id' }],
    };
    const pages = [{ path: '/Order-Details/:orderId', expose: './OrderListPage' as const }];
    expect(gateProblems(candidate({ pages }), owned)).toEqual([
      'The route /Order-Details/:orderId is already owned by customers-mfe (release k7)',
    ]);
  });

  it('refuses a remote while no shell is live', () => {
    expect(gateProblems(candidate(), { ...context, shell: null })[0]).toMatch(/^No live shell release is registered/);
  });

  it('refuses a shell that no longer provides what a live remote needs', () => {
    const live: GateContext = {
      ...context,
      liveRemotes: [{ app: 'orders-mfe', release: 'r1', requires: { react: '19.0.0', '@admin/ui/singletons': '2' } }],
    };
    const newShell = candidate({
      app: 'shell',
      release: 's2',
      pages: [],
      exposes: [],
      requires: { react: '20.0.0', '@admin/ui/singletons': '1' },
    });
    expect(gateProblems(newShell, live)).toEqual([
      'The live orders-mfe r1 needs react 19.0.0 (major 19); shell s2 provides react 20.0.0',
      'The live orders-mfe r1 needs @admin/ui/singletons contract 2; shell s2 provides contract 1',
    ]);
  });
});
