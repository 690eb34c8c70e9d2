import { remotePages } from '@admin/tools/remote-pages';
import { describe, expect, it } from 'vitest';
import { REMOTE_NAMES } from '../federation/remotes';
import { remoteRoutes } from './remoteRoutes';

// The shell routes to exactly the pages the remotes' builds are held to (tools/remote-pages.ts), so a
// route to a page no remote exposes, or an exposed page no route reaches, fails here.
const routedPages = new Set(remoteRoutes.map(({ remote, expose }) => `${remote}/${expose}`));
const tablePages = Object.entries(remotePages).flatMap(([remote, pages]) => Object.keys(pages).map((page) => `${remote}/${page}`));

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
