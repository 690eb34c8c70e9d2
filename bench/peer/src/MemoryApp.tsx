// The in-memory peer: two lists on react-admin's fake REST provider (data generated in the page), with as
// many columns as the suite's customers and orders lists. The bench measures it as it measures ours.
import {
  Admin,
  DataTable,
  DateField,
  EmailField,
  List,
  NumberField,
  ReferenceField,
  Resource,
  TextField,
} from 'react-admin';
import fakeRestProvider from 'ra-data-fakerest';
import generateData from 'data-generator-retail';

const dataProvider = fakeRestProvider(generateData(), false, 0);

const CustomerList = () => (
  <List sort={{ field: 'last_seen', order: 'DESC' }} perPage={10}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="first_name" />
      <DataTable.Col source="last_name" />
      <DataTable.Col source="email" field={EmailField} />
      <DataTable.Col source="city" />
      <DataTable.Col source="first_seen" field={DateField} />
      <DataTable.Col source="last_seen" field={DateField} />
      <DataTable.NumberCol source="nb_orders" />
    </DataTable>
  </List>
);

const OrderList = () => (
  <List sort={{ field: 'date', order: 'DESC' }} perPage={10}>
    <DataTable>
      <DataTable.Col source="id" />
      <DataTable.Col source="reference" />
      <DataTable.Col source="date" field={DateField} />
      <DataTable.Col source="customer_id">
        <ReferenceField source="customer_id" reference="customers">
          <TextField source="last_name" />
        </ReferenceField>
      </DataTable.Col>
      <DataTable.Col source="status" />
      <DataTable.NumberCol source="total_ex_taxes" />
      <DataTable.NumberCol source="delivery_fees" />
      <DataTable.NumberCol source="taxes" />
      <DataTable.Col source="total" field={NumberField} />
    </DataTable>
  </List>
);

export const MemoryApp = () => (
  <Admin dataProvider={dataProvider} disableTelemetry>
    <Resource name="customers" list={CustomerList} />
    <Resource name="orders" list={OrderList} />
  </Admin>
);
