import { SHELL_PAGES, SIDEBAR_LINKS } from '@admin/api-client/contract';

/** The sidebar, in the spec's order (docs/product.md#screens-and-routes), whatever the releases declare. */
export const mainLinks = SIDEBAR_LINKS;

/** The shell's own pages the sidebar shows under its documentation heading. */
export const documentationLinks = SHELL_PAGES.filter((page) => page.sidebar).map(({ to, label }) => ({ to, label }));
