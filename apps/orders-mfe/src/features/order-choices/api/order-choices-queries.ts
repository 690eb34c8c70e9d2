// Customers and projects that have orders, searched by name as the user types (GET /v2/order/filter
// with search and limit: on the large data set there are ~20,000 customers).
import { ordersApi } from '@admin/api-client/orders';
import { ORDER_MESSAGES } from '@admin/api-client/contract';
import type { NamedRef } from '@admin/api-client';
import type { SearchSelectOption } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

/** Options shown per search: enough to pick from, small enough to read. */
const CHOICES_LIMIT = 20;
export const CHOICES_ERROR = ORDER_MESSAGES.filter;

export const orderChoicesKeys = {
  all: queryRoots.orderChoices,
  customers: [...queryRoots.orderChoices, 'customers'] as const,
  projects: [...queryRoots.orderChoices, 'projects'] as const,
};

// Names repeat among thousands of customers, so the id tells them apart.
const toOption = (ref: NamedRef): SearchSelectOption => ({ value: String(ref.id), label: `${ref.name} (#${ref.id})` });

export async function searchCustomers(search: string): Promise<SearchSelectOption[]> {
  const { users } = await ordersApi.filterOptions({ search: search || undefined, limit: CHOICES_LIMIT });
  return users.map(toOption);
}

export async function searchProjects(search: string): Promise<SearchSelectOption[]> {
  const { properties } = await ordersApi.filterOptions({ search: search || undefined, limit: CHOICES_LIMIT });
  return properties.map(toOption);
}
