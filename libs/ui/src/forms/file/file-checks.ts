// What a FileField accepts, checked in the browser before any byte is sent.
import { FILE_TYPES } from '@admin/api-client/contract/file-types';

/** docs/product.md#error-messages fallback of uploads. */
export const UPLOAD_FALLBACK_MESSAGE = 'File upload failed';

/** The upload types' names (the contract's table, which the API checks), and the few more `accept` may hold. */
const NAMES: Record<string, string> = {
  ...FILE_TYPES,
  'text/csv': 'CSV',
  'image/*': 'image',
  'video/*': 'video',
};

/** `accept` entries as people read them: `['image/png', '.pdf']` → 'PNG or PDF'. */
export function describeAccept(accept: readonly string[]): string {
  const names = [
    ...new Set(accept.map((entry) => NAMES[entry.toLowerCase()] ?? entry.replace(/^\./, '').toUpperCase())),
  ];
  if (names.length <= 1) return names[0] ?? 'any';
  return `${names.slice(0, -1).join(', ')} or ${names.at(-1)}`;
}

/** 10485760 → '10 MB'; 1536 → '1.5 KB'. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  const shown = unit === 0 || Number.isInteger(value) ? String(value) : value.toFixed(1).replace(/\.0$/, '');
  return `${shown} ${units[unit]}`;
}

/** True when the file matches an `accept` entry: an exact type, a `type/*` family or a `.ext` name. */
function isAccepted(file: { name: string; type: string }, accept: readonly string[]): boolean {
  if (accept.length === 0) return true;
  const type = file.type.toLowerCase();
  const name = file.name.toLowerCase();
  return accept.some((raw) => {
    const entry = raw.toLowerCase();
    if (entry.startsWith('.')) return name.endsWith(entry);
    if (entry.endsWith('/*')) return type.startsWith(entry.slice(0, -1));
    return type === entry;
  });
}

/** The message that refuses a file, or null when it may be uploaded. */
export function checkFile(
  file: { name: string; type: string; size: number },
  accept: readonly string[],
  maxBytes: number,
): string | null {
  if (!isAccepted(file, accept)) return `Choose a ${describeAccept(accept)} file.`;
  if (file.size > maxBytes)
    return `The file is too large (${formatBytes(file.size)}); the limit is ${formatBytes(maxBytes)}.`;
  return null;
}
