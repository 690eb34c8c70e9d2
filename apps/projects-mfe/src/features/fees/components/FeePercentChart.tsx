// Loaded with React.lazy from FeeChart: recharts is fetched only when the fee page shows the chart.
import { Bar, BarChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from '@admin/ui/charts';
import type { FeeEntry } from '@admin/api-client';
import { FEE_CATEGORIES, FEE_CATEGORY_LABELS } from '../schemas/fee-schemas';

// Neutral-leaning series colours around the one accent, distinguishable side by side.
const SERIES_COLOURS = ['#2f5bea', '#1b7a3d', '#8a5a00', '#7b3fb8', '#c62828', '#0f7b8a', '#5c6576', '#b8407b'];

export interface FeePercentChartProps {
  /** The active fee entries; each is one segment of every category's bar. */
  fees: FeeEntry[];
}

/** Stacked bars: per category, the percentage each active fee takes (the bar's height is their sum). */
export default function FeePercentChart({ fees }: FeePercentChartProps) {
  const data = FEE_CATEGORIES.map((category) => ({
    category: FEE_CATEGORY_LABELS[category],
    ...Object.fromEntries(fees.map((fee) => [`fee${fee.id}`, Number(fee[category])])),
  }));
  return (
    <ResponsiveContainer width="100%" height={260}>
      {/* No keyboard layer: the chart is hidden from assistive technology (its totals are given as text
          beside it), so it must hold nothing focusable either. */}
      <BarChart data={data} margin={{ top: 8, right: 16, bottom: 0, left: 0 }} accessibilityLayer={false}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="category" tickLine={false} />
        <YAxis unit="%" width={48} tickLine={false} allowDecimals />
        <Tooltip formatter={(value) => `${String(value)}%`} />
        <Legend />
        {fees.map((fee, index) => (
          <Bar
            key={fee.id}
            dataKey={`fee${fee.id}`}
            name={fee.name}
            stackId="fees"
            fill={SERIES_COLOURS[index % SERIES_COLOURS.length]}
            isAnimationActive={false}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
