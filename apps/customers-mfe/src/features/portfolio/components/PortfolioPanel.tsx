import { lazy, Suspense } from 'react';
import { Link } from '@admin/ui/router';
import type { OrderStatus, Portfolio } from '@admin/api-client';
import { CUSTOMER_MESSAGES, ORDER_STATUS_LABELS, ORDER_STATUSES } from '@admin/api-client/contract';
import { Button, EmptyState, formatDate, formatMoney, formatUnits, Skeleton, StatusBadge } from '@admin/ui';
import { usePortfolio } from '../api/portfolio-queries';
import { countsAs, countsAsTone, isCommitted, portfolioFigures } from './portfolio-figures';
import styles from './Portfolio.module.css';

// recharts is large: fetched only when a portfolio with paid projects is shown.
const PortfolioChart = lazy(() => import('./PortfolioChart'));

const isOrderStatus = (status: string): status is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(status);

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
  const figures = portfolioFigures(portfolio);
  // Bars over nothing but zeros (₹0 to ₹4 axes) say nothing: the chart waits for a paid order.
  const hasPaid = portfolio.projects.some(
    (p) => Number(p.total_invested_amount) !== 0 || Number(p.current_value) !== 0,
  );
  const waiting = portfolio.orders.filter(isCommitted).length;
  return (
    <div className={styles.portfolio}>
      <dl className={styles.figures} aria-label="Portfolio figures">
        {figures.map((figure) => (
          <div key={figure.label} className={styles.figure}>
            <dt>{figure.label}</dt>
            <dd className={figure.tone ? styles[figure.tone] : undefined}>{figure.value}</dd>
            <dd className={styles.counts}>{figure.counts}</dd>
          </div>
        ))}
      </dl>
      <section aria-labelledby="per-project" className={styles.block}>
        <h3 id="per-project" className={styles.blockTitle}>
          Per project
        </h3>
        {portfolio.projects.length === 0 ? (
          <EmptyState
            title="No projects held"
            description="Projects appear here once the customer has a booked order that is not cancelled or refunded."
          />
        ) : (
          <>
            {hasPaid ? (
              <Suspense fallback={<Skeleton height="16rem" />}>
                <PortfolioChart projects={portfolio.projects} />
              </Suspense>
            ) : (
              <p className={styles.note}>
                No chart yet: it compares what was paid for each project with its current value, and none of the{' '}
                {waiting === 1 ? 'committed order is' : `${waiting} committed orders are`} paid.{' '}
                {formatMoney(portfolio.committed_amount)} is committed and waiting for payment.
              </p>
            )}
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.visuallyHidden}>Per project</caption>
                <thead>
                  <tr>
                    <th scope="col">Project</th>
                    <th scope="col" className={styles.number}>
                      Units committed
                    </th>
                    <th scope="col" className={styles.number}>
                      Committed
                    </th>
                    <th scope="col" className={styles.number}>
                      Units paid
                    </th>
                    <th scope="col" className={styles.number}>
                      Paid
                    </th>
                    <th scope="col" className={styles.number}>
                      Current value
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {portfolio.projects.map((p) => (
                    <tr key={p.property_id}>
                      <th scope="row">{p.property_name}</th>
                      <td className={styles.number}>{formatUnits(p.committed_sqyds)}</td>
                      <td className={styles.number}>{formatMoney(p.committed_amount)}</td>
                      <td className={styles.number}>{formatUnits(p.total_sqyds)}</td>
                      <td className={styles.number}>{formatMoney(p.total_invested_amount)}</td>
                      <td className={styles.number}>{formatMoney(p.current_value)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </>
        )}
      </section>
      <section aria-labelledby="portfolio-orders" className={styles.block}>
        <h3 id="portfolio-orders" className={styles.blockTitle}>
          Orders
        </h3>
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
                  <th scope="col">Counts as</th>
                  <th scope="col" className={styles.number}>
                    Units
                  </th>
                  <th scope="col" className={styles.number}>
                    Total amount
                  </th>
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
                    <td>
                      {isOrderStatus(order.status) ? (
                        <StatusBadge tone={countsAsTone(order)}>{ORDER_STATUS_LABELS[order.status]}</StatusBadge>
                      ) : (
                        order.status
                      )}
                    </td>
                    <td>{countsAs(order)}</td>
                    <td className={styles.number}>{formatUnits(order.no_sqyds)}</td>
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
