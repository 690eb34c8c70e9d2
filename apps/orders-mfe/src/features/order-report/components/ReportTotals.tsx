import type { OrderReportTotals } from '@admin/api-client';
import { formatMoney, Skeleton } from '@admin/ui';
import styles from './OrderReport.module.css';

const count = new Intl.NumberFormat('en-IN');
const units = new Intl.NumberFormat('en-IN', { maximumFractionDigits: 2 });

/** Orders, units and amount of every order the filters match (not just this page). */
export function ReportTotals({ totals, stale }: { totals: OrderReportTotals | undefined; stale: boolean }) {
  const items = [
    { label: 'Orders', value: totals ? count.format(totals.orders) : undefined },
    { label: 'Units', value: totals ? units.format(Number(totals.units)) : undefined },
    { label: 'Amount', value: totals ? formatMoney(totals.amount) : undefined },
  ];
  return (
    <dl className={styles.totals} aria-label="Totals of the filtered orders" data-stale={stale || undefined}>
      {items.map((item) => (
        <div key={item.label} className={styles.total}>
          <dt>{item.label}</dt>
          <dd>{item.value ?? <Skeleton width="6rem" height="1.5rem" />}</dd>
        </div>
      ))}
    </dl>
  );
}
