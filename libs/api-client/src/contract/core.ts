// `@admin/api-client/contract/core`: the part of the contract that our libs use at run time, shared
// by version like the client (tools/federation/federation.ts): how an error answer reads, the paging defaults,
// the permissions with their labels, the roles the code relies on, the audit trail's types and
// the status labels the kit's Activity sentences use. It is the one part of the
// contract on every page's first load, so it stays small; everything else of the contract (every
// area's statuses, labels, sort keys and messages) is bundled, tree-shaken, into each app that
// uses it (docs/architecture.md, "The contract entry").
export * from '../types/common';
export * from '../types/permissions';
export * from '../types/roles';
export * from '../types/audit';
export * from '../types/status-labels';
export * from './error-answers';
// The libs' query-key families (auth, audit, sessions): the libs key their queries by them.
export * from './query-roots';
