const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/**
 * Indian rupees with Indian digit grouping and two decimals: `₹1,23,456.00`.
 * The API sends amounts as numbers or decimal strings; empty or non-numeric input gives an empty string
 * rather than "₹NaN".
 */
export function formatMoney(value: number | string | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const amount = typeof value === 'number' ? value : Number(value);
  return Number.isFinite(amount) ? inr.format(amount) : '';
}
