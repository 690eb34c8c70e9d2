import type { OrderStatus, Portfolio, PortfolioOrder } from '@admin/api-client';
import { formatMoney, formatUnits } from '@admin/ui';
import type { StatusTone } from '@admin/ui';
import { COMMITTED_ORDER_STATUSES, PAID_ORDER_STATUSES } from '@admin/api-client/contract';

export const isCommitted = (order: PortfolioOrder) => COMMITTED_ORDER_STATUSES.includes(order.status as OrderStatus);
const isPaid = (order: PortfolioOrder) => PAID_ORDER_STATUSES.includes(order.status as OrderStatus);

/** What an order counts for in the figures, in words (the orders table's "Counts as" column). */
export function countsAs(order: PortfolioOrder): string {
  if (isPaid(order)) return 'Committed and paid';
  if (isCommitted(order)) return 'Committed, not paid yet';
  return 'Not counted';
}

/** An order's badge colour in a portfolio says how it counts: paid, committed but unpaid, or not counted. */
export function countsAsTone(order: PortfolioOrder): StatusTone {
  if (isPaid(order)) return 'success';
  if (isCommitted(order)) return 'warning';
  return 'neutral';
}

const orders = (n: number) => `${n} ${n === 1 ? 'order' : 'orders'}`;

export interface Figure {
  label: string;
  value: string;
  /** What the figure counts, said under it. */
  counts: string;
  tone?: 'up' | 'down';
}

/**
 * The portfolio's figures, each saying what it counts. Committed and paid are shown apart where
 * they differ (booked orders waiting for payment); where every committed order is paid, one
 * "Invested" figure says so.
 */
export function portfolioFigures(portfolio: Portfolio): Figure[] {
  const committed = portfolio.orders.filter(isCommitted).length;
  const paid = portfolio.orders.filter(isPaid).length;
  const returns = Number(portfolio.total_returns);
  const money: Figure[] =
    committed === paid
      ? [
          {
            label: 'Invested',
            value: formatMoney(portfolio.total_invested_amount),
            counts: paid === 0 ? 'No paid orders' : `${orders(paid)}, all paid`,
          },
        ]
      : [
          {
            label: 'Committed',
            value: formatMoney(portfolio.committed_amount),
            counts: `${orders(committed)} booked, not cancelled or refunded`,
          },
          {
            label: 'Paid',
            value: formatMoney(portfolio.total_invested_amount),
            counts: `${orders(paid)} with payment done or tokens transferred`,
          },
        ];
  const units: Figure[] =
    committed === paid
      ? [{ label: 'Units held', value: formatUnits(portfolio.total_sqyds), counts: 'Units of the paid orders' }]
      : [
          {
            label: 'Units committed',
            value: formatUnits(portfolio.committed_sqyds),
            counts: 'Units of the committed orders',
          },
          { label: 'Units paid', value: formatUnits(portfolio.total_sqyds), counts: 'Units of the paid orders' },
        ];
  return [
    ...money,
    {
      label: 'Current value',
      value: formatMoney(portfolio.current_value),
      counts: "Paid units at each project's current token price",
    },
    {
      label: 'Total returns',
      value: formatMoney(portfolio.total_returns),
      counts: 'Current value minus paid',
      tone: returns > 0 ? 'up' : returns < 0 ? 'down' : undefined,
    },
    ...units,
    { label: 'Projects', value: String(portfolio.my_investments), counts: 'Projects with committed orders' },
  ];
}
