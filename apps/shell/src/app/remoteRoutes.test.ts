import { remotePages } from '@admin/tools/remote-pages';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../federation/remotes';
import { matchesRoute, remoteRouteFor, remoteRoutes, routeParams } from './remoteRoutes';

// The shell routes to exactly the pages the remotes' builds are held to (tools/remote-pages.ts), so a
// route to a page no remote exposes, or an exposed page no route reaches, fails here.
const routedPages = new Set(remoteRoutes.map(({ remote, expose }) => `${remote}/${expose}`));
const tablePages = Object.entries(remotePages).flatMap(([remote, pages]) =>
  Object.keys(pages).map((page) => `${remote}/${page}`),
);

describe('the route table and the remotes’ pages', () => {
  it('name the same remotes', () => {
    expect(Object.keys(remotePages).sort()).toEqual([...REMOTE_NAMES].sort());
  });

  it('route only to pages the remotes expose', () => {
    expect([...routedPages].filter((page) => !tablePages.includes(page))).toEqual([]);
  });

  it('route to every page a remote exposes', () => {
    expect(tablePages.filter((page) => !routedPages.has(page))).toEqual([]);
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
    expect(remoteRouteFor('/orders')).toEqual({ path: '/orders', remote: 'orders_mfe', expose: 'OrderListPage' });
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
