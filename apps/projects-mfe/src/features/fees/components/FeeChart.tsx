import { lazy, Suspense } from 'react';
import { Button, Spinner } from '@admin/ui';
import { errorMessage, FEE_MESSAGES, useFeePercentages } from '../api/fees-queries';
import { FEE_CATEGORIES, FEE_CATEGORY_LABELS } from '../schemas/fee-schemas';
import styles from './Fees.module.css';

const FeePercentChart = lazy(() => import('./FeePercentChart'));

const percent = (value: number) => `${value.toLocaleString('en-US', { maximumFractionDigits: 2 })}%`;

/**
 * The active fees per category: a chart (its code loads only here) and the totals in words, which
 * screen readers read and which stay when the chart cannot draw.
 */
export function FeeChart() {
  const query = useFeePercentages();
  if (query.isPending) return <Spinner label="Loading fee percentages" block />;
  if (query.isError) {
    return (
      <div role="alert" className={styles.chartError}>
        <span>{errorMessage(query.error, FEE_MESSAGES.percentages)}</span>
        <Button onClick={() => void query.refetch()}>Retry</Button>
      </div>
    );
  }
  const active = query.data.items.filter((fee) => fee.status === 'Active');
  const totals = FEE_CATEGORIES.map((category) => ({
    category,
    total: active.reduce((sum, fee) => sum + Number(fee[category]), 0),
  }));
  return (
    <figure className={styles.chart} aria-labelledby="fee-chart-caption">
      <figcaption id="fee-chart-caption" className={styles.chartCaption}>
        Active fees by category{query.data.pager.hasMore ? ` (the first ${query.data.items.length} entries)` : ''}
      </figcaption>
      {active.length === 0 ? (
        <p className={styles.muted}>No active fee entries: nothing is charged on any category.</p>
      ) : (
        <div aria-hidden="true">
          <Suspense fallback={<Spinner label="Loading chart" block />}>
            <FeePercentChart fees={active} />
          </Suspense>
        </div>
      )}
      <dl className={styles.totals} aria-label="Total active fee per category">
        {totals.map(({ category, total }) => (
          <div key={category} className={styles.total} data-category={category}>
            <dt>{FEE_CATEGORY_LABELS[category]}</dt>
            <dd>{percent(total)}</dd>
          </div>
        ))}
      </dl>
    </figure>
  );
}
