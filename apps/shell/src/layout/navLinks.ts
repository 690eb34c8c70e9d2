/** The sidebar, in the spec's order (docs/product.md#screens-and-routes). */
export const mainLinks = [
  { to: '/', label: 'Project List' },
  { to: '/company', label: 'Companies' },
  { to: '/customers', label: 'Customers' },
  { to: '/orders', label: 'Orders' },
  { to: '/cancel', label: 'Cancel Requests' },
  { to: '/templates', label: 'Templates' },
  { to: '/config', label: 'Config' },
] as const;

export const documentationLinks = [{ to: '/getting-started', label: 'Getting started' }] as const;
