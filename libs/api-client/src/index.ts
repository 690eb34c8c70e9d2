// Public face of @admin/api-client. The types under ./types are the API contract, declared once
// and used by the front ends and by the reference API (apps/api imports them type-only).
export * from './types/index';
