import { SIDEBAR_LINKS } from '@admin/api-client/contract';

/** The sidebar, in the spec's order (docs/product.md#screens-and-routes), whatever the releases declare. */
export const mainLinks = SIDEBAR_LINKS;

export const documentationLinks = [{ to: '/getting-started', label: 'Getting started' }] as const;
