/**
 * PAN and bank details: masked in every answer that carries a person (customers, staff, portfolios,
 * employees, edits, conflicts, exports), whatever the caller holds (and the person's app credentials,
 * `token`, `fcm_token` and `otpless_req_id`, answered as null); given in full only by the reveal
 * call, which needs `customers.reveal`; and an edit that sends back the masked copy never
 * overwrites the real value.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Customer,
  Employee,
  ItemResponse,
  ListResponse,
  Order,
  Portfolio,
  Project,
  RevealedCustomerDetails,
  Role,
} from '@admin/api-client/contract';
import { users } from '../src/db/schema';
import type { Database } from '../src/db/connection';
import { ROUTE_PERMISSIONS } from '../src/modules/route-permissions';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

type Api = ReturnType<typeof client>;

const CUSTOMER_SECRETS = {
  pan_number: 'FFKCY4637U',
  bank_details: {
    account_name: 'Kiran Rao',
    account_number: '987654321012',
    ifsc: 'SBIN0004567',
    bank_name: 'State Bank of India',
  },
};
const STAFF_SECRETS = {
  pan_number: 'GHJKL5678M',
  bank_details: {
    account_name: 'Sam Support',
    account_number: '111122223333',
    ifsc: 'ICIC0001111',
    bank_name: 'ICICI Bank',
  },
};
/** A person's own app credentials, as a real backend would hold them: no answer carries them at all. */
const CUSTOMER_CREDENTIALS = {
  token: 'cust-session-7f3a9c',
  fcm_token: 'cust-device-e81b44',
  otpless_req_id: 'cust-otpless-5d20ab',
};
const STAFF_CREDENTIALS = {
  token: 'staff-session-0c6e1f',
  fcm_token: 'staff-device-9a7d32',
  otpless_req_id: 'staff-otpless-44be10',
};
const WITHHELD = { token: null, fcm_token: null, otpless_req_id: null };
const FULL_VALUES = [
  ...[CUSTOMER_SECRETS, STAFF_SECRETS].flatMap((s) => [
    s.pan_number,
    s.bank_details.account_number,
    s.bank_details.ifsc,
  ]),
  ...[CUSTOMER_CREDENTIALS, STAFF_CREDENTIALS].flatMap(Object.values),
];

const MASKED_CUSTOMER = {
  ...WITHHELD,
  pan_number: '••••••637U',
  bank_details: {
    account_name: 'Kiran Rao',
    account_number: '••••••••1012',
    ifsc: '•••••••••••',
    bank_name: 'State Bank of India',
  },
};
const MASKED_STAFF = {
  ...WITHHELD,
  pan_number: '••••••678M',
  bank_details: { ...STAFF_SECRETS.bank_details, account_number: '••••••••3333', ifsc: '•••••••••••' },
};

const SUPPORT_PHONE = '9810000003';

describe('PAN and bank details in the API', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let admin: Api;
  let support: Api;
  let compliance: Api;
  let operations: Api;
  let customerId: number;
  let supportId: number;
  let orderId: number;
  let projectId: number;

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    server = await startOn(database.config, { database: opened });
    admin = client(server.url, (await signIn(server.url)).token);
    const supportSession = await signIn(server.url, SUPPORT_PHONE);
    support = client(server.url, supportSession.token);
    supportId = supportSession.user.id;
    compliance = client(server.url, (await signIn(server.url, '9810000002')).token);
    operations = client(server.url, (await signIn(server.url, '9810000001')).token);

    // The newest customer (first on every list's first page), with an order of its own (newest too).
    const newest = (await admin.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data[0];
    const project = (await admin.get<ListResponse<Project>>('/api/v2/admin/project?status=Active&limit=1')).body
      .data[0];
    if (!newest || !project) throw new Error('seed has customers and an Active project');
    customerId = newest.id;
    projectId = project.id;
    await opened.db
      .update(users)
      .set({ ...CUSTOMER_SECRETS, ...CUSTOMER_CREDENTIALS })
      .where(eq(users.id, customerId));
    await opened.db
      .update(users)
      .set({ ...STAFF_SECRETS, ...STAFF_CREDENTIALS })
      .where(eq(users.id, supportId));
    const booked = await admin.post<ItemResponse<Order>>('/api/v2/order', {
      user_id: customerId,
      property_id: projectId,
      no_sqyds: '1',
    });
    expect(booked.status).toBe(201);
    orderId = booked.body.data.id;
  });
  afterAll(async () => {
    await server.close();
    if (database.config.databaseUrl) await opened.close();
    await database.drop();
  });

  const stored = async (id: number) =>
    (await opened.db.select({ pan_number: users.pan_number }).from(users).where(eq(users.id, id)))[0]?.pan_number;

  it('walks every GET route as Admin (who may reveal) and Support (who may not): no answer holds a full PAN, account number or IFSC, nor any app credential', async () => {
    const getRoutes = Object.keys(ROUTE_PERMISSIONS)
      .filter((key) => key.startsWith('GET '))
      .map((key) => key.slice(4));
    expect(getRoutes.length).toBeGreaterThan(30);
    const ids = [customerId, supportId, orderId, projectId];
    const queries = ['', `?user_id=${customerId}`, `?search=${SUPPORT_PHONE}`];
    let answered = 0;
    for (const route of getRoutes) {
      const paths = route.includes(':')
        ? ids.map((id) => route.replace(/:\w+/g, String(id)))
        : queries.map((q) => `${route}${q}`);
      for (const path of paths) {
        for (const [who, api] of [
          ['Admin', admin],
          ['Support', support],
        ] as const) {
          const res = await api.get(`/api${path}`);
          expect(res.status, `${who} GET ${path}`).toBeLessThan(500);
          if (res.status === 200) answered++;
          const text = typeof res.body === 'string' ? res.body : JSON.stringify(res.body);
          for (const full of FULL_VALUES) expect(text.includes(full), `${who} GET ${path} leaks ${full}`).toBe(false);
        }
      }
    }
    expect(answered).toBeGreaterThan(100);
    // The export the walk read, with the customer in it.
    const csv = await admin.get<string>(`/api/order/report/csv?user_id=${customerId}`);
    expect(csv.status).toBe(200);
    expect(csv.body).toContain(`${orderId},`);
  }, 300_000);

  it('the routes that return a person carry the masked values, to callers without customers.reveal and with it', async () => {
    for (const api of [support, admin]) {
      const list = (await api.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data[0];
      expect(list).toMatchObject({ id: customerId, ...MASKED_CUSTOMER });
      const filtered = (await api.get<ListResponse<Customer>>('/api/users/filter?limit=1')).body.data[0];
      expect(filtered).toMatchObject({ id: customerId, ...MASKED_CUSTOMER });
      const staff = (await api.get<ListResponse<Customer>>(`/api/users/filter?role=6&search=${SUPPORT_PHONE}`)).body
        .data[0];
      expect(staff).toMatchObject({ id: supportId, ...MASKED_STAFF });
      expect((await api.get<ItemResponse<Customer>>(`/api/v2/customer/${customerId}`)).body.data).toMatchObject(
        MASKED_CUSTOMER,
      );
      expect(
        (await api.get<ItemResponse<Portfolio>>(`/api/me/portfolioById/${customerId}`)).body.data.user,
      ).toMatchObject(MASKED_CUSTOMER);
    }
    expect((await admin.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${supportId}`)).body.data).toMatchObject(
      MASKED_STAFF,
    );
    const employees = (await admin.get<ListResponse<Employee>>(`/api/v2/admin/employee?search=${SUPPORT_PHONE}`)).body
      .data;
    expect(employees).toEqual([expect.objectContaining({ id: supportId, ...MASKED_STAFF })]);
    // Answers to writes: an edit, a KYC decision, and a stale edit's current record.
    const current = (await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${customerId}`)).body.data;
    const edited = await compliance.put<ItemResponse<Customer>>(
      `/api/v2/customer/${customerId}`,
      { language: 'Hindi' },
      { headers: { 'if-match': `"${current.version}"` } },
    );
    expect(edited.body.data).toMatchObject(MASKED_CUSTOMER);
    expect(
      (
        await compliance.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${customerId}/kyc`, {
          verification: 'email',
          status: 'verified',
        })
      ).body.data,
    ).toMatchObject(MASKED_CUSTOMER);
    const stale = await compliance.put<{ current: Customer }>(
      `/api/v2/customer/${customerId}`,
      { language: 'Tamil' },
      { headers: { 'if-match': `"${current.version}"` } },
    );
    expect(stale.status).toBe(409);
    expect(stale.body.current).toMatchObject(MASKED_CUSTOMER);
    const employee = (await admin.get<ItemResponse<Employee>>(`/api/v2/admin/employee/${supportId}`)).body.data;
    const editedEmployee = await admin.put<ItemResponse<Employee>>(
      `/api/v2/admin/employee/${supportId}`,
      { whatsapp_no: '9810000003' },
      { headers: { 'if-match': `"${employee.version}"` } },
    );
    expect(editedEmployee.body.data).toMatchObject(MASKED_STAFF);
  });

  it('POST /v2/customer/{id}/reveal gives the full values to holders of customers.reveal, never cached', async () => {
    for (const api of [admin, compliance]) {
      const res = await api.post<ItemResponse<RevealedCustomerDetails>>(`/api/v2/customer/${customerId}/reveal`);
      expect(res).toMatchObject({ status: 200, body: { data: CUSTOMER_SECRETS } });
      expect(res.headers.get('cache-control')).toBe('no-store');
    }
    for (const api of [support, operations]) {
      expect(await api.post(`/api/v2/customer/${customerId}/reveal`)).toMatchObject({
        status: 403,
        body: { message: 'Missing permission: customers.reveal', code: 'forbidden', permission: 'customers.reveal' },
      });
    }
    // Customers only, like the other /v2/customer routes.
    expect((await admin.post(`/api/v2/customer/${supportId}/reveal`)).status).toBe(404);
    expect((await admin.post('/api/v2/customer/999999/reveal')).status).toBe(404);
  });

  describe('the edit round trip by a user without customers.reveal', () => {
    let desk: Api;
    beforeAll(async () => {
      const role = (await admin.post<ItemResponse<Role>>('/api/role', { name: 'Customer desk' })).body.data;
      await admin.edit(`/api/role/${role.id}`, { permissions: ['customers.read', 'customers.write'] });
      await admin.post('/api/v2/admin/employee', {
        name: 'Dee Desk',
        phone: '9000000400',
        email: 'desk@example.com',
        role: role.id,
      });
      desk = client(server.url, (await signIn(server.url, '9000000400')).token);
    });

    const record = async () => (await desk.get<ItemResponse<Customer>>(`/api/v2/customer/${customerId}`)).body.data;
    /** An edit of the record as it is now (If-Match its version), as the edit form sends it. */
    const edit = async (body: Record<string, unknown>) =>
      desk.put<ItemResponse<Customer>>(`/api/v2/customer/${customerId}`, body, {
        headers: { 'if-match': `"${(await record()).version}"` },
      });
    const formFields = (c: Customer) => ({
      name: c.name,
      firstname: c.firstname,
      lastname: c.lastname,
      email: c.email,
      country: c.country,
      gender: c.gender,
      address: c.address,
      pan_number: c.pan_number,
      language: c.language,
    });

    it('sending back the masked PAN it was given leaves the PAN as it is, and the other fields change', async () => {
      const before = await record();
      expect(before.pan_number).toBe(MASKED_CUSTOMER.pan_number);
      const res = await edit({ ...formFields(before), address: '4 Lake Road, Pune' });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.data).toMatchObject({ address: '4 Lake Road, Pune', pan_number: MASKED_CUSTOMER.pan_number });
      expect(await stored(customerId)).toBe(CUSTOMER_SECRETS.pan_number);
    });

    it('any other masked-looking PAN is refused with 400 and nothing changes', async () => {
      const before = await record();
      for (const pan_number of ['••••••0000', '******637U', 'FFKCY•637U']) {
        expect(await edit({ pan_number, address: 'Elsewhere' })).toMatchObject({
          status: 400,
          body: {
            message:
              'pan_number: this is a masked PAN, not a real one; send the full PAN to change it, or leave pan_number out to keep it',
          },
        });
      }
      expect(await stored(customerId)).toBe(CUSTOMER_SECRETS.pan_number);
      expect((await record()).address).toBe(before.address);
    });

    it('a full PAN replaces it, and leaving pan_number out keeps it', async () => {
      expect((await edit({ pan_number: 'ABCDE1234F' })).status).toBe(200);
      expect(await stored(customerId)).toBe('ABCDE1234F');
      expect((await edit({ gender: 'Female' })).status).toBe(200);
      expect(await stored(customerId)).toBe('ABCDE1234F');
      expect((await record()).pan_number).toBe('••••••234F');
    });
  });
});
