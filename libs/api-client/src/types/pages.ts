import type { Permission } from './permissions';
import type { SearchKind } from './search';

/**
 * The sidebar, in the product's order (docs/product.md#screens-and-routes). It is fixed: whatever the
 * remotes' releases declare, these links and no others, in this order. A page declares which of them
 * it belongs under (`PageDeclaration.section`); a new page appears in its section's tabs and the palette.
 */
export const SIDEBAR_LINKS = [
  { to: '/', label: 'Project List' },
  { to: '/company', label: 'Companies' },
  { to: '/customers', label: 'Customers' },
  { to: '/orders', label: 'Orders' },
  { to: '/cancel', label: 'Cancel Requests' },
  { to: '/templates', label: 'Templates' },
  { to: '/config', label: 'Config' },
] as const;

/**
 * The shell's own screens, open to any staff member: where the sidebar's documentation links, the
 * command palette's last screens and a tour of every screen (tools/measure/tour.ts) all read them.
 * `sidebar`: shown under the sidebar's documentation heading.
 */
export const SHELL_PAGES = [
  { to: '/profile', label: 'Profile', keywords: 'account sessions', sidebar: false },
  { to: '/getting-started', label: 'Getting started', keywords: 'documentation help', sidebar: true },
] as const;

/** A sidebar link's path: the sections a page can belong under. */
export type SectionPath = (typeof SIDEBAR_LINKS)[number]['to'];

/** Something to do from the command palette, on the page that declares it ("Add project"). */
export interface PageAction {
  label: string;
  /** Search parameters the action opens the page with ('?status=Pending'); none: the page as it is. */
  search?: string;
  /** What doing it needs (a write permission), beyond opening the page; none: whoever may open the page. */
  permission?: Permission;
  /** Other words that find it ("new" for "Add …"). */
  keywords?: string;
}

/**
 * A page of a remote, declared by the remote (`apps/<remote>/src/pages.ts`) and built into each of
 * its releases (`release.json` beside `mf-manifest.json`). The shell composes its router, permission
 * gates, palette and the sidebar's active state from the declarations of the releases it runs (they
 * reach it in `runtime-config.json`, `apps.<container>.live.pages`); the remote's section tabs come
 * from its own. Adding a page never needs a shell release.
 */
export interface PageDeclaration {
  /** React Router path: '/order-details/:id'. Unique across the suite. */
  path: string;
  /** The module the remote exposes for it: './OrderDetailPage' (src/pages/OrderDetailPage.tsx). */
  expose: `./${string}`;
  /** The words staff know the page by, as its heading says ('Order Details'). */
  title: string;
  /** The read permission needed to open it; none: any staff. Writing is decided inside the page. */
  permission?: Permission;
  /** The sidebar link it belongs under: that link is marked current while the page is open. */
  section: SectionPath;
  /** Its tab among its section's tabs (at the top of the section's pages), ordered by `order`. */
  tab?: { label: string; order: number };
  palette?: {
    /** Offered among the palette's screens, under this label. */
    screen?: { label: string; keywords?: string };
    /** Things to do on this page. */
    actions?: readonly PageAction[];
    /** The page opens a record of this kind found by the palette's search (its path's one parameter is the id). */
    record?: SearchKind;
    /**
     * The page lists records of this kind and filters them by its `search` parameter, as the palette's
     * search matches: the palette's "5 of 60 · see all" opens it with the text typed.
     */
    lists?: SearchKind;
  };
}

/** What a user sees of a section's tabs: a link per page of `section` with a tab that `permissions` may open. */
export function sectionTabs(
  pages: readonly PageDeclaration[],
  section: SectionPath,
  permissions: readonly Permission[],
): { to: string; label: string }[] {
  return pages
    .filter((page) => page.section === section && page.tab)
    .filter((page) => !page.permission || permissions.includes(page.permission))
    .sort((a, b) => a.tab!.order - b.tab!.order)
    .map((page) => ({ to: page.path, label: page.tab!.label }));
}
