// A react-admin data provider for the suite's API: the lists the peer shows, read with the same calls
// and the same query as the suite's own screens send on their first page (`GET /users/filter?page=1&
// limit=10&role=2`, `GET /v2/order?page=1&limit=10`): a sort only when the API sorts by that column,
// so react-admin's default sort (by id) leaves the API's own order, as ours does.
import type { DataProvider } from 'react-admin';
import { call } from './session';

interface Resource {
  path: string;
  sortKeys: readonly string[];
  /** Filters the suite's screen sends by default (the customer list shows customers, role 2). */
  defaults?: Record<string, string | number>;
}

const RESOURCES: Record<string, Resource> = {
  customers: { path: '/users/filter', sortKeys: ['name', 'email', 'status', 'created_at'], defaults: { role: 2 } },
  orders: { path: '/v2/order', sortKeys: ['status', 'no_sqyds', 'total_amount', 'created_at', 'updated_at'] },
};

const unsupported = (what: string) => () => Promise.reject(new Error(`The bench's peer does not ${what}`));

export const dataProvider: DataProvider = {
  async getList(resourceName, { pagination, sort, filter }) {
    const resource = RESOURCES[resourceName];
    if (!resource) throw new Error(`No list for ${resourceName}`);
    const sorted = sort && resource.sortKeys.includes(sort.field);
    const { data, pager } = await call<{ data: never[]; pager: { totalItems: number } }>(resource.path, {
      query: {
        page: pagination?.page ?? 1,
        limit: pagination?.perPage ?? 10,
        ...resource.defaults,
        ...filter,
        ...(sorted ? { sort: sort.field, order: sort.order.toLowerCase() } : {}),
      },
    });
    return { data, total: pager.totalItems };
  },
  getOne: unsupported('read one record'),
  getMany: unsupported('read records by id'),
  getManyReference: unsupported('read related records'),
  create: unsupported('write'),
  update: unsupported('write'),
  updateMany: unsupported('write'),
  delete: unsupported('write'),
  deleteMany: unsupported('write'),
};
