/** All but the last `visible` characters hidden: `******234F`. */
export function mask(value: string | null | undefined, visible = 4): string {
  if (!value) return '—';
  return value.length <= visible ? '•'.repeat(value.length) : `${'•'.repeat(value.length - visible)}${value.slice(-visible)}`;
}
