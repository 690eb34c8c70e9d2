import type { Order } from '@admin/api-client';
import type { CsvColumn, DataTableBulk } from '@admin/ui';

/** The selection's CSV: what staff hand on about orders (the customer by name, id and phone, as the order carries them). */
const exportColumns: CsvColumn<Order>[] = [
  { header: 'Order', value: (o) => o.id },
  { header: 'Customer', value: (o) => o.user_name },
  { header: 'Customer ID', value: (o) => o.user_id },
  { header: 'Phone', value: (o) => `${o.user_country_code} ${o.user_phone}` },
  { header: 'Project', value: (o) => o.property_name },
  { header: 'Project ID', value: (o) => o.property_id },
  { header: 'Amount', value: (o) => o.total_amount },
  { header: 'Units', value: (o) => o.no_sqyds },
  { header: 'Status', value: (o) => o.status },
  { header: 'Booked on', value: (o) => o.created_at },
  { header: 'Investment deadline', value: (o) => o.investment_deadline_time ?? '' },
];

/** Orders are changed one at a time on their detail; the list's selection is for export. */
export const orderBulk: DataTableBulk<Order> = {
  rowLabel: (order) => `order #${order.id}`,
  actions: [],
  exportCsv: { fileName: 'orders', columns: exportColumns },
};
