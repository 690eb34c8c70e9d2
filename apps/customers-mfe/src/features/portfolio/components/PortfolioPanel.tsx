import { lazy, Suspense } from 'react';
import { Link } from '@admin/ui/router';
import type { OrderStatus, Portfolio } from '@admin/api-client';
import { Button, EmptyState, formatDate, formatMoney, Skeleton } from '@admin/ui';
import { CUSTOMER_MESSAGES, ORDER_STATUS_LABELS } from '../api/constants';
import { usePortfolio } from '../api/use-portfolio';
import styles from './Portfolio.module.css';

// recharts is large: fetched only when a portfolio with projects is shown.
const PortfolioChart = lazy(() => import('./PortfolioChart'));

const statusLabel = (status: string) => ORDER_STATUS_LABELS[status as OrderStatus] ?? status;

/** `GET /me/portfolioById/{id}`: the figures, a chart per project and the orders. */
export function PortfolioPanel({ customerId }: { customerId: number }) {
  const query = usePortfolio(customerId);
  if (query.isPending) {
    return (
      <div aria-busy="true" aria-label="Loading portfolio">
        <Skeleton height="6rem" />
      </div>
    );
  }
  if (query.isError) {
    return (
      <div role="alert" className={styles.error}>
        <p>{CUSTOMER_MESSAGES.portfolio}</p>
        <Button onClick={() => void query.refetch()}>Retry</Button>
      </div>
    );
  }
  return <PortfolioView portfolio={query.data} />;
}

function PortfolioView({ portfolio }: { portfolio: Portfolio }) {
  const returns = Number(portfolio.total_returns);
  const figures = [
    { label: 'Total invested', value: formatMoney(portfolio.total_invested_amount) },
    { label: 'Current value', value: formatMoney(portfolio.current_value) },
    { label: 'Total returns', value: formatMoney(portfolio.total_returns), tone: returns > 0 ? styles.up : returns < 0 ? styles.down : undefined },
    { label: 'Units held (sq. yds)', value: Number(portfolio.total_sqyds).toLocaleString('en-IN', { minimumFractionDigits: 2 }) },
    { label: 'Projects held', value: String(portfolio.my_investments) },
  ];
  return (
    <div className={styles.portfolio}>
      <dl className={styles.figures} aria-label="Portfolio figures">
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={figure.tone}>{figure.value}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="per-project" className={styles.block}>
        <h3 id="per-project" className={styles.blockTitle}>Invested and current value per project</h3>
        {portfolio.projects.length === 0 ? (
          <EmptyState title="No projects held" description="Projects appear here once the customer holds units." />
        ) : (
          <Suspense fallback={<Skeleton height="16rem" />}>
            <PortfolioChart projects={portfolio.projects} />
          </Suspense>
        )}
      </section>
      <section aria-labelledby="portfolio-orders" className={styles.block}>
        <h3 id="portfolio-orders" className={styles.blockTitle}>Orders</h3>
        {portfolio.orders.length === 0 ? (
          <EmptyState title="No orders yet" description="The customer has not booked any project." />
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.visuallyHidden}>Portfolio orders</caption>
              <thead>
                <tr>
                  <th scope="col">Order</th>
                  <th scope="col">Project</th>
                  <th scope="col">Status</th>
                  <th scope="col" className={styles.number}>Units</th>
                  <th scope="col" className={styles.number}>Total amount</th>
                  <th scope="col">Booked</th>
                  <th scope="col">Updated</th>
                </tr>
              </thead>
              <tbody>
                {portfolio.orders.map((order) => (
                  <tr key={order.id}>
                    <td>
                      <Link to={`/order-details/${order.id}`}>#{order.id}</Link>
                    </td>
                    <td>{order.property_name}</td>
                    <td>{statusLabel(order.status)}</td>
                    <td className={styles.number}>{order.no_sqyds}</td>
                    <td className={styles.number}>{formatMoney(order.total_amount)}</td>
                    <td>{formatDate(order.created_at)}</td>
                    <td>{formatDate(order.updated_at)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
