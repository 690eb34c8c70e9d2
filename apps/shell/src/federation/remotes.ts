/** The remotes the shell composes, by Module Federation container name. */
export const REMOTES = {
  projects_mfe: { label: 'Projects', app: 'projects-mfe' },
  orders_mfe: { label: 'Orders', app: 'orders-mfe' },
  customers_mfe: { label: 'Customers', app: 'customers-mfe' },
  config_mfe: { label: 'Configuration', app: 'config-mfe' },
} as const;

export type RemoteName = keyof typeof REMOTES;

export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

export const isRemoteName = (value: string): value is RemoteName => value in REMOTES;
