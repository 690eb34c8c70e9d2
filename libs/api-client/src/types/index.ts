// Every payload and response type, and the areas' constants. The values of common, permissions,
// roles, audit and status-labels are the contract's core (contract/core.ts), re-exported here as types only, so that the
// contract entry, which re-exports this file, reaches their values through the shared core alone.
export type * from './common';
export * from './auth';
export * from './constants';
export * from './kyc';
export * from './customers';
export * from './employees';
export type * from './roles';
export * from './companies';
export * from './projects';
export * from './orders';
export * from './cancel-requests';
export * from './templates';
export * from './config';
export * from './fees';
export * from './transactions';
export * from './files';
export type * from './permissions';
export * from './pages';
export * from './runtime-config';
export * from './parcel';
export * from './remote-page';
export * from './masking';
export * from './system';
export * from './search';
export * from './queues';
export * from './sorting';
export type * from './audit';
export * from './audit-fields';
export type * from './status-labels';
export * from './four-eyes';
export * from './releases';
export * from './live';
export * from './inbox';
export * from './messages';
export * from './message-rules';
export * from './views';
