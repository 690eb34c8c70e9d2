import type { ReportingApp } from '@admin/api-client/contract';

/**
 * The remotes the shell composes, by Module Federation container name: exactly the contract's
 * reporting apps but the shell (the API counts reports of any other name as `other`).
 */
export const REMOTES = {
  projects_mfe: { label: 'Projects', app: 'projects-mfe' },
  orders_mfe: { label: 'Orders', app: 'orders-mfe' },
  customers_mfe: { label: 'Customers', app: 'customers-mfe' },
  config_mfe: { label: 'Configuration', app: 'config-mfe' },
} as const satisfies Record<Exclude<ReportingApp, 'shell'>, { label: string; app: string }>;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const isRemoteName = (value: string): value is RemoteName => value in REMOTES;
