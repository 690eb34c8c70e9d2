// Not in the contract's shared core: the upload types are read where a file is checked (the API's
// content checks, the form kit's FileField, which loads with the first form), so they stay off every
// first load. `@admin/api-client/contract/file-types`, unshared like `/contract/audit-fields`.
/**
 * Every type an upload may declare, with the name people read ("PNG or PDF"): the API checks a file's
 * bytes against the type (apps/api/src/files/content-checks.ts), the form kit names it in its refusal.
 */
export const FILE_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
} as const;

/** A type the API checks an upload's content against. */
export type CheckedType = keyof typeof FILE_TYPES;
