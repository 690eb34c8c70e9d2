import { afterEach, describe, expect, it } from 'vitest';
import { testPages } from '../testing/releases';
import { matchesRoute, registerRemoteRoutes, remoteRouteFor, routeAt, routeParams, routesOf } from './remote-routes';

afterEach(() => registerRemoteRoutes([]));

describe('the routes of the releases a page load runs', () => {
  it('are every page each release declares, in the remotes’ order, naming the remote and its page module', () => {
    const routes = routesOf({
      orders_mfe: { pages: testPages.orders_mfe },
      projects_mfe: { pages: testPages.projects_mfe },
    });
    expect(routes.map((route) => `${route.remote} ${route.path} ${route.expose}`)).toEqual([
      'projects_mfe / ProjectListPage',
      'projects_mfe /edit-project/:id ProjectFormPage',
      'projects_mfe /add-project ProjectFormPage',
      'projects_mfe /company CompanyListPage',
      'projects_mfe /fee-management FeeManagementPage',
      'orders_mfe /orders OrderListPage',
      'orders_mfe /order-details/:id OrderDetailPage',
      'orders_mfe /cancel CancelRequestsPage',
      'orders_mfe /order-report OrderReportPage',
    ]);
    expect(routes.find((route) => route.path === '/order-report')).toMatchObject({
      title: 'Order Report',
      permission: 'orders.read',
      section: '/orders',
      tab: { label: 'Order report', order: 2 },
    });
  });

  it('give a path two releases declare to the first remote', () => {
    const stolen = { ...testPages.orders_mfe[0]!, path: '/company' };
    const routes = routesOf({ projects_mfe: { pages: testPages.projects_mfe }, orders_mfe: { pages: [stolen] } });
    expect(routes.filter((route) => route.path === '/company').map((route) => route.remote)).toEqual(['projects_mfe']);
  });

  it('a release that adds a page adds its route, with nothing else changed', () => {
    const summary = {
      path: '/order-summary',
      expose: './OrderSummaryPage',
      title: 'Order Summary',
      permission: 'orders.read',
      section: '/orders',
      tab: { label: 'Summary', order: 4 },
    } as const;
    registerRemoteRoutes(routesOf({ orders_mfe: { pages: [...testPages.orders_mfe, summary] } }));
    expect(remoteRouteFor('/order-summary')).toMatchObject({ remote: 'orders_mfe', expose: 'OrderSummaryPage' });
    expect(routeAt('/order-summary')?.permission).toBe('orders.read');
  });
});

describe('matchesRoute', () => {
  it('matches a route by its path, a parameter by any one segment', () => {
    expect(matchesRoute('/', '/')).toBe(true);
    expect(matchesRoute('/orders', '/orders')).toBe(true);
    expect(matchesRoute('/orders', '/orders/')).toBe(true);
    expect(matchesRoute('/edit-project/:id', '/edit-project/7')).toBe(true);
  });

  it('refuses another path, a missing parameter and extra segments', () => {
    expect(matchesRoute('/', '/orders')).toBe(false);
    expect(matchesRoute('/orders', '/order-report')).toBe(false);
    expect(matchesRoute('/edit-project/:id', '/edit-project/')).toBe(false);
    expect(matchesRoute('/edit-project/:id', '/edit-project/7/media')).toBe(false);
  });
});

describe('remoteRouteFor', () => {
  it('names the remote and page that serve a URL, and nothing for a shell screen', () => {
    registerRemoteRoutes(
      routesOf({ orders_mfe: { pages: testPages.orders_mfe }, projects_mfe: { pages: testPages.projects_mfe } }),
    );
    expect(remoteRouteFor('/orders')).toMatchObject({ path: '/orders', remote: 'orders_mfe', expose: 'OrderListPage' });
    expect(remoteRouteFor('/edit-project/7')?.expose).toBe('ProjectFormPage');
    expect(remoteRouteFor('/getting-started')).toBeUndefined();
  });
});

describe('routeParams', () => {
  it('reads a route’s parameters from a URL of it, decoded; none for a route without', () => {
    expect(routeParams('/edit-project/:id', '/edit-project/7')).toEqual({ id: '7' });
    expect(routeParams('/customers-profile/:id', '/customers-profile/a%20b/')).toEqual({ id: 'a b' });
    expect(routeParams('/orders', '/orders')).toEqual({});
  });

  it('gives nothing for a URL of another route, and keeps a segment that is not valid percent-encoding as it is', () => {
    expect(routeParams('/edit-project/:id', '/edit-project/')).toBeUndefined();
    expect(routeParams('/orders', '/order-report')).toBeUndefined();
    expect(routeParams('/customers-profile/:id', '/customers-profile/%E0')).toEqual({ id: '%E0' });
  });
});
