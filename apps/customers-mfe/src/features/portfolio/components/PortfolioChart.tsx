import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from '@admin/ui/charts';
import type { PortfolioProject } from '@admin/api-client';
import { formatMoney } from '@admin/ui';
import styles from './Portfolio.module.css';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Paid amount beside current value, one pair of bars per project (loaded lazily: recharts is large); the exact figures are in the panel's table. */
export default function PortfolioChart({ projects }: { projects: PortfolioProject[] }) {
  const data = projects.map((p) => ({
    name: p.property_name,
    invested: Number(p.total_invested_amount),
    value: Number(p.current_value),
  }));
  return (
    <figure className={styles.chart}>
      {/* Hidden from screen readers, who get the same figures as the table: so no keyboard stop inside either. */}
      <div className={styles.chartArea} aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }} accessibilityLayer={false}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--ui-color-border)" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
            <YAxis tickFormatter={(n: number) => `₹${compact.format(n)}`} tick={{ fontSize: 12 }} width={64} />
            <Tooltip formatter={(n) => formatMoney(Number(n))} />
            <Legend />
            <Bar dataKey="invested" name="Paid" fill="var(--ui-color-text-muted)" isAnimationActive={false} />
            <Bar dataKey="value" name="Current value" fill="var(--ui-color-accent)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      <figcaption className={styles.visuallyHidden}>The figures are in the table below.</figcaption>
    </figure>
  );
}
