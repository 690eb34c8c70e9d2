// The fair peer: what a team would build with react-admin on this product, two lists on the suite's
// API (src/api/data-provider.ts) behind its session (src/api/auth-provider.ts), with the columns of the
// suite's customer and order lists. A column sorts only where the API sorts by it.
import { Admin, DataTable, DateField, EmailField, List, Resource } from 'react-admin';
import { authProvider } from './api/auth-provider';
import { dataProvider } from './api/data-provider';

interface Assignee {
  name: string;
}

const CustomerList = () => (
  <List perPage={10}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col source="name" label="Name" />
      <DataTable.Col
        label="Phone"
        disableSort
        render={(customer: { country_code: string; phone: string }) => `${customer.country_code} ${customer.phone}`}
      />
      <DataTable.Col source="email" label="Email" field={EmailField} />
      <DataTable.Col source="kyc.status" label="KYC status" disableSort />
      <DataTable.Col source="wallet_balance" label="Wallet balance" disableSort />
      <DataTable.Col source="created_at" label="Joined" field={DateField} />
      <DataTable.Col source="status" label="Status" />
      <DataTable.Col
        label="KYC assignee"
        disableSort
        render={(customer: { kyc_assignee: Assignee | null }) => customer.kyc_assignee?.name ?? '—'}
      />
    </DataTable>
  </List>
);

const OrderList = () => (
  <List perPage={10}>
    <DataTable bulkActionButtons={false}>
      <DataTable.Col label="Order" disableSort render={(order: { id: number }) => `#${order.id}`} />
      <DataTable.Col source="user_name" label="Customer" disableSort />
      <DataTable.Col source="status" label="Status" />
      <DataTable.Col source="property_name" label="Project" disableSort />
      <DataTable.Col
        label="Phone"
        disableSort
        render={(order: { user_country_code: string; user_phone: string }) =>
          `${order.user_country_code} ${order.user_phone}`
        }
      />
      <DataTable.Col source="total_amount" label="Amount" />
      <DataTable.Col source="no_sqyds" label="Units" />
      <DataTable.Col source="created_at" label="Booked on" field={DateField} />
      <DataTable.Col source="investment_deadline_time" label="Investment deadline" field={DateField} disableSort />
      <DataTable.Col source="updated_at" label="Last changed" field={DateField} />
      <DataTable.Col
        label="Assignee"
        disableSort
        render={(order: { assignee: Assignee | null }) => order.assignee?.name ?? '—'}
      />
    </DataTable>
  </List>
);

export const ApiApp = () => (
  <Admin dataProvider={dataProvider} authProvider={authProvider} requireAuth disableTelemetry>
    <Resource name="customers" list={CustomerList} />
    <Resource name="orders" list={OrderList} />
  </Admin>
);
