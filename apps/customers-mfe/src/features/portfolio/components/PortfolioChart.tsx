import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import type { PortfolioProject } from '@admin/api-client';
import { formatMoney } from '@admin/ui';
import styles from './Portfolio.module.css';

const compact = new Intl.NumberFormat('en-IN', { notation: 'compact', maximumFractionDigits: 1 });

/** Invested amount beside current value, one pair of bars per project (loaded lazily: recharts is large). */
export default function PortfolioChart({ projects }: { projects: PortfolioProject[] }) {
  const data = projects.map((p) => ({ name: p.property_name, invested: Number(p.total_invested_amount), value: Number(p.current_value) }));
  return (
    <figure className={styles.chart}>
      <div className={styles.chartArea} aria-hidden="true">
        <ResponsiveContainer width="100%" height={260}>
          <BarChart data={data} margin={{ top: 8, right: 8, bottom: 8, left: 8 }}>
            <CartesianGrid strokeDasharray="3 3" vertical={false} stroke="var(--ui-color-border)" />
            <XAxis dataKey="name" tick={{ fontSize: 12 }} interval={0} />
            <YAxis tickFormatter={(n: number) => `₹${compact.format(n)}`} tick={{ fontSize: 12 }} width={64} />
            <Tooltip formatter={(n) => formatMoney(Number(n))} />
            <Legend />
            <Bar dataKey="invested" name="Invested" fill="var(--ui-color-text-muted)" isAnimationActive={false} />
            <Bar dataKey="value" name="Current value" fill="var(--ui-color-accent)" isAnimationActive={false} />
          </BarChart>
        </ResponsiveContainer>
      </div>
      {/* The same figures as a table, for screen readers and exact reading. */}
      <table className={styles.table}>
        <caption>Per project</caption>
        <thead>
          <tr>
            <th scope="col">Project</th>
            <th scope="col" className={styles.number}>Units</th>
            <th scope="col" className={styles.number}>Invested</th>
            <th scope="col" className={styles.number}>Current value</th>
          </tr>
        </thead>
        <tbody>
          {projects.map((p) => (
            <tr key={p.property_id}>
              <th scope="row">{p.property_name}</th>
              <td className={styles.number}>{p.total_sqyds}</td>
              <td className={styles.number}>{formatMoney(p.total_invested_amount)}</td>
              <td className={styles.number}>{formatMoney(p.current_value)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
