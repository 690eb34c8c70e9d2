const units = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 0, maximumFractionDigits: 2 });

/**
 * Units (tokens, square yards) as staff read them: decimals only when the value has them, with
 * Indian digit grouping: '178.00' → '178', '12.50' → '12.5', '1234.25' → '1,234.25'. The API sends
 * units as 2-decimal strings; an empty or non-numeric value reads '—'.
 */
export function formatUnits(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '—';
  const n = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(n) ? units.format(n) : '—';
}
