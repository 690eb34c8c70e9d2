// The pages of orders-mfe: what the shell routes to, gates, offers in its palette and marks in its
// sidebar, built into each release (release.json). A page the remote lists here is exposed by its
// build (src/pages/<Name>.tsx); a details page follows the list that links to it (the bench's tour
// opens it from that list's first row). `nx g @admin/tools:page` adds one.
import type { PageDeclaration } from '@admin/api-client/contract';

export const pages: readonly PageDeclaration[] = [
  {
    path: '/orders',
    expose: './OrderListPage',
    title: 'Orders',
    permission: 'orders.read',
    section: '/orders',
    tab: { label: 'Orders', order: 1 },
    palette: { screen: { label: 'Orders' } },
  },
  {
    path: '/order-details/:id',
    expose: './OrderDetailPage',
    title: 'Order Details',
    permission: 'orders.read',
    section: '/orders',
    palette: { record: 'orders' },
  },
  {
    path: '/cancel',
    expose: './CancelRequestsPage',
    title: 'Cancel Requests',
    permission: 'orders.read',
    section: '/cancel',
    palette: {
      screen: { label: 'Cancel Requests' },
      actions: [
        {
          label: 'Cancel requests: pending',
          search: '?status=Pending',
          permission: 'cancel.decide',
          keywords: 'refund decide approve reject',
        },
      ],
    },
  },
  // Screens without a route of their own in the product (paths ours): reached through the section's
  // tabs (the sidebar keeps exactly the product's links).
  {
    path: '/order-report',
    expose: './OrderReportPage',
    title: 'Order Report',
    permission: 'orders.read',
    section: '/orders',
    tab: { label: 'Order report', order: 2 },
    palette: { screen: { label: 'Order report' } },
  },
  {
    path: '/transactions',
    expose: './TransactionsPage',
    title: 'Wallet Transactions',
    permission: 'orders.read',
    section: '/orders',
    tab: { label: 'Transactions', order: 3 },
    palette: { screen: { label: 'Transactions', keywords: 'wallet payments' } },
  },
];
