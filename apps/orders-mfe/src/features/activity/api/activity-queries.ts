// An order's history is the suite's one record-history query (`recordHistory` in the client lib,
// cached under `auditKeys.record('order', id)`), reached through this api/ file as every call is.
export { recordHistory } from '@admin/api-client/audit';
