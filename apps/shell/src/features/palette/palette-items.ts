import { ORDER_STATUS_LABELS, PROJECT_STATUS_LABELS, SEARCH_KINDS } from '@admin/api-client/contract';
import type { Permission, SearchKind, SearchResults } from '@admin/api-client';
import { formatMoney } from '@admin/ui';
import type { RemoteRoute } from '../../app/remote-routes';
import {
  type ListPage,
  listPages,
  paletteActions,
  paletteScreens,
  RECORD_GROUPS,
  recordPages,
  type PaletteLink,
  type RecordPage,
} from './palette-links';
import type { RecentRecord } from './recent-records';

/** One row of the palette's list. */
export interface PaletteItem {
  /** Unique in the list (the option's id is built from it). */
  key: string;
  label: string;
  detail?: string;
  to: string;
  /** Set for records, which the palette remembers when opened. */
  record?: RecentRecord;
}

export interface PaletteGroup {
  name: string;
  items: PaletteItem[];
}

const join = (...parts: (string | null | undefined)[]) => parts.filter(Boolean).join(' · ');

/** What is shown of each record found: its name and enough to choose between namesakes. */
function describe(kind: SearchKind, results: Required<SearchResults>): Omit<RecentRecord, 'kind'>[] {
  switch (kind) {
    case 'customers':
      return results.customers.map((c) => ({
        id: c.id,
        label: c.name,
        detail: join(`${c.country_code} ${c.phone}`, `KYC ${c.kyc_status}`, c.email),
      }));
    case 'orders':
      return results.orders.map((o) => ({
        id: o.id,
        label: `#${o.id} · ${o.user_name}`,
        detail: join(o.property_name, formatMoney(o.total_amount), ORDER_STATUS_LABELS[o.status] ?? o.status),
      }));
    case 'projects':
      // The status by the name every screen gives it ('Incomplete', not 'Application Pending').
      return results.projects.map((p) => ({
        id: p.id,
        label: p.name,
        detail: join(p.symbol, (PROJECT_STATUS_LABELS as Readonly<Record<string, string>>)[p.status] ?? p.status),
      }));
    case 'companies':
      return results.companies.map((c) => ({ id: c.id, label: c.name, detail: join(c.type, c.status) }));
    case 'employees':
      return results.employees.map((e) => ({
        id: e.id,
        label: e.name,
        detail: join(`${e.country_code} ${e.phone}`, e.role_name, e.status === 'Active' ? null : e.status),
      }));
  }
}

const recordItem = (record: RecentRecord, page: RecordPage): PaletteItem => ({
  key: `${record.kind}-${record.id}`,
  label: record.label,
  detail: record.detail,
  to: page.route(record.id),
  record,
});

type RecordPages = Partial<Record<SearchKind, RecordPage>>;

/**
 * "5 of 60 · see all" after a kind's hits when more match than are shown, opening the kind's list
 * filtered by what was typed (the list matches as the search does, so it holds those 60).
 */
function seeAllItem(
  kind: SearchKind,
  shown: number,
  total: number | undefined,
  list: ListPage | undefined,
  query: string,
) {
  if (!list || total === undefined || total <= shown) return [];
  return [
    {
      key: `${kind}-all`,
      label: `${shown} of ${total} · see all`,
      to: `${list.path}?${new URLSearchParams({ search: query })}`,
    },
  ];
}

/**
 * The records found, one group per kind, in the palette's kind order; kinds with nothing found, or that
 * no release has a page for, are left out. A kind with more matches than shown ends with its "see all"
 * when its list page is declared (and readable: `lists` holds only those).
 */
function recordGroups(
  results: SearchResults | undefined,
  pages: RecordPages,
  lists: Partial<Record<SearchKind, ListPage>> = {},
  query = '',
): PaletteGroup[] {
  if (!results) return [];
  const all = {
    customers: [],
    orders: [],
    projects: [],
    companies: [],
    employees: [],
    ...results,
  } as Required<SearchResults>;
  return SEARCH_KINDS.flatMap((kind) => {
    const page = pages[kind];
    if (!page) return [];
    const items = describe(kind, all).map((r) => recordItem({ kind, ...r }, page));
    if (items.length > 0) items.push(...seeAllItem(kind, items.length, results.totals?.[kind], lists[kind], query));
    return [{ name: RECORD_GROUPS[kind], items }];
  }).filter((group) => group.items.length > 0);
}

/** Whether a role holding `permissions` has every one a link or page needs. */
const mayOpen = (target: { permissions: readonly Permission[] }, permissions: readonly Permission[]) =>
  target.permissions.every((needed) => permissions.includes(needed));

/** Every word typed starts a word of the label or its keywords ("add proj" finds "Add project"). */
export function linkMatches(link: PaletteLink, query: string): boolean {
  const words = `${link.label} ${link.keywords ?? ''}`.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  return query
    .toLowerCase()
    .split(/\s+/)
    .filter(Boolean)
    .every((typed) => words.some((word) => word.startsWith(typed)));
}

/** The links the user may follow that match the query (all of them for an empty query). */
function linkItems(
  links: readonly PaletteLink[],
  permissions: readonly Permission[],
  query: string,
  prefix: string,
): PaletteItem[] {
  return links
    .filter((link) => mayOpen(link, permissions))
    .filter((link) => linkMatches(link, query))
    .map((link) => ({ key: `${prefix}-${link.to}`, label: link.label, to: link.to }));
}

export interface PaletteInput {
  query: string;
  results: SearchResults | undefined;
  recent: RecentRecord[];
  permissions: readonly Permission[];
  /** The pages of the releases this page load runs (the palette's screens, actions and record pages). */
  routes: readonly RemoteRoute[];
}

/**
 * The list: before anything is typed, the user's recent records, then actions and screens; once
 * typed, the records found, then the matching actions and screens. Empty groups are dropped.
 */
export function paletteGroups({ query, results, recent, permissions, routes }: PaletteInput): PaletteGroup[] {
  const typed = query.trim();
  const pages = recordPages(routes);
  // A record remembered under a role that has since lost the right to read it is not offered.
  const readable = recent.flatMap((r) => {
    const page = pages[r.kind];
    return page && mayOpen(page, permissions) ? [recordItem(r, page)] : [];
  });
  const lists = Object.fromEntries(Object.entries(listPages(routes)).filter(([, list]) => mayOpen(list, permissions)));
  const groups: PaletteGroup[] = typed
    ? recordGroups(results, pages, lists, typed)
    : [{ name: 'Recent', items: readable }];
  groups.push({ name: 'Actions', items: linkItems(paletteActions(routes), permissions, typed, 'action') });
  groups.push({ name: 'Screens', items: linkItems(paletteScreens(routes), permissions, typed, 'screen') });
  return groups.filter((group) => group.items.length > 0);
}
