const inr = new Intl.NumberFormat('en-IN', {
  style: 'currency',
  currency: 'INR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** Rupees as the screens show them (`₹1,23,456.00`), for messages naming an amount. */
export const formatRupees = (value: number | string) => inr.format(Number(value));
