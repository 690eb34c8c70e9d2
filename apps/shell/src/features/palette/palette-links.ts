import { SHELL_PAGES, SIDEBAR_LINKS } from '@admin/api-client/contract';
import type { Permission, SearchKind } from '@admin/api-client';
import type { RemoteRoute } from '../../app/remote-routes';

/**
 * What the command palette offers, composed from the pages the remotes' releases declare (each page's
 * `palette`: a screen, actions, the kind of record it opens) and the shell's own screens. A new page
 * of a release appears here with no change to the shell.
 */
export interface PaletteLink {
  label: string;
  to: string;
  /** Every permission it needs (none: any staff). */
  permissions: readonly Permission[];
  /** Other words that find it ("new" for "Add …"). */
  keywords?: string;
}

/** Each record kind's group heading, in the palette's kind order (SEARCH_KINDS). */
export const RECORD_GROUPS: Readonly<Record<SearchKind, string>> = {
  customers: 'Customers',
  orders: 'Orders',
  projects: 'Projects',
  companies: 'Companies',
  employees: 'Employees',
};

/** Where a record of a kind opens: the page that declares it opens that kind, and what opening it needs. */
export interface RecordPage {
  route: (id: number) => string;
  permissions: readonly Permission[];
}

const needs = (permission: Permission | undefined): Permission[] => (permission ? [permission] : []);

/** A page of a kind: where it is and what opening it needs. */
export interface ListPage {
  path: string;
  permissions: readonly Permission[];
}

/** The first page that declares each kind in `role`: the one that opens a record of it, or lists them. */
function pagesByKind(routes: readonly RemoteRoute[], role: 'record' | 'lists'): Partial<Record<SearchKind, ListPage>> {
  const pages: Partial<Record<SearchKind, ListPage>> = {};
  for (const route of routes) {
    const kind = route.palette?.[role];
    if (kind && !pages[kind]) pages[kind] = { path: route.path, permissions: needs(route.permission) };
  }
  return pages;
}

/** The pages that open each kind of record found. A kind no release opens is not offered. */
export function recordPages(routes: readonly RemoteRoute[]): Partial<Record<SearchKind, RecordPage>> {
  return Object.fromEntries(
    Object.entries(pagesByKind(routes, 'record')).map(([kind, { path, permissions }]) => [
      kind,
      { route: (id: number) => path.replace(/:[^/]+/, String(id)), permissions },
    ]),
  );
}

/** The list page of each kind, filtered by `?search=` as the palette matches (its "see all"). */
export const listPages = (routes: readonly RemoteRoute[]) => pagesByKind(routes, 'lists');

/** Things to do: each needs what opening its page needs and what doing it needs, not just seeing its screen. */
export function paletteActions(routes: readonly RemoteRoute[]): PaletteLink[] {
  return bySection(routes).flatMap((route) =>
    (route.palette?.actions ?? []).map((action) => ({
      label: action.label,
      to: `${route.path}${action.search ?? ''}`,
      permissions: [...needs(route.permission), ...needs(action.permission)],
      keywords: action.keywords,
    })),
  );
}

/** The shell's own screens, after the remotes'. */
const SHELL_SCREENS: readonly PaletteLink[] = SHELL_PAGES.map(({ label, to, keywords }) => ({
  label,
  to,
  permissions: [],
  keywords,
}));

/** Screens to go to: the sidebar's in its order, then the ones reached through each section's tabs, then the shell's. */
export function paletteScreens(routes: readonly RemoteRoute[]): PaletteLink[] {
  const sidebar: readonly string[] = SIDEBAR_LINKS.map((link) => link.to);
  const screens = bySection(routes).filter((route) => route.palette?.screen);
  const first = screens.filter((route) => sidebar.includes(route.path));
  const rest = screens.filter((route) => !sidebar.includes(route.path));
  return [
    ...[...first, ...rest].map((route) => ({
      label: route.palette!.screen!.label,
      to: route.path,
      permissions: needs(route.permission),
      keywords: route.palette!.screen!.keywords,
    })),
    ...SHELL_SCREENS,
  ];
}

/** Routes in the sidebar's order of their sections, each section's by tab (tab-less pages last), as declared otherwise. */
function bySection(routes: readonly RemoteRoute[]): RemoteRoute[] {
  const sections: readonly string[] = SIDEBAR_LINKS.map((link) => link.to);
  const rank = (route: RemoteRoute) => [sections.indexOf(route.section), route.tab?.order ?? Number.MAX_SAFE_INTEGER];
  return [...routes].sort((a, b) => {
    const [sectionA, tabA] = rank(a);
    const [sectionB, tabB] = rank(b);
    return sectionA! - sectionB! || tabA! - tabB!;
  });
}
