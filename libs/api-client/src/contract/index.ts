// `@admin/api-client/contract`: what the API and the screens agree on, and nothing that calls it —
// payload and response types, statuses and their labels, permissions and their labels, limits, the
// fallback messages of every call and how an error answer reads. No axios and no client state, so
// any file may import it (a screen, the kit, the reference API, a parcel) without putting the HTTP
// client on its page.
// It is not a federated shared module: each app bundles the names it uses (a shared module loads
// whole, every area's tables on every first load). Its core, which the libs use too, is the shared
// entry `@admin/api-client/contract/core`, reached here by package name so that a page holds one copy.
export * from '@admin/api-client/contract/core';
export * from '../types/index';
export * from './messages';
export * from './role-matrix';
