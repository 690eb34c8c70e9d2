/**
 * `GET /v2/search`, the command palette's one call: customers by name (with typos), phone (with or
 * without the country code), email and id; orders by `#id` or `id`; projects by title and symbol;
 * companies by name; employees by name and phone. Each kind only for a caller who may read it, and
 * never a PAN or bank detail. Also the order filter's customer choices, which match the same way.
 */
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  Company,
  ItemResponse,
  ListResponse,
  OrderFilterData,
  Project,
  SearchResults,
} from '@admin/api-client/contract';
import { projects, users } from '../src/db/schema';
import type { Database } from '../src/db/connection';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestDatabase, type TestServer } from './helpers/server';

type Api = ReturnType<typeof client>;

const PAN = 'QWERT9876Z';
const ACCOUNT = '556677889900';
const IFSC = 'HDFC0009999';
const CUSTOMER = {
  name: 'Zenobia Quillfeather',
  phone: '7123456789',
  country_code: '+91',
  email: 'zenobia.q@example.org',
};

describe('GET /api/v2/search', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let admin: Api;
  let manager: Api;
  let support: Api;
  let customerId: number;
  let orderId: number;
  let project: Project;
  let company: Company;

  const search = (api: Api, q: string, limit?: number) =>
    api.get<ItemResponse<SearchResults>>(
      `/api/v2/search?${new URLSearchParams({ q, ...(limit ? { limit: String(limit) } : {}) })}`,
    );
  const customerIds = async (q: string) => (await search(admin, q)).body.data.customers?.map((c) => c.id) ?? [];

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    server = await startOn(database.config, { database: opened });
    admin = client(server.url, (await signIn(server.url)).token);
    manager = client(server.url, (await signIn(server.url, '9810000000')).token);
    support = client(server.url, (await signIn(server.url, '9810000003')).token);

    const [row] = await opened.db
      .insert(users)
      .values({
        ...CUSTOMER,
        pan_number: PAN,
        bank_details: { account_name: CUSTOMER.name, account_number: ACCOUNT, ifsc: IFSC, bank_name: 'HDFC Bank' },
      })
      .returning({ id: users.id });
    customerId = row!.id;
    const companyCreated = await admin.post<ItemResponse<Company>>('/api/v2/company', {
      name: 'Marigold Pictures Private Limited',
      type: 'Private Limited',
    });
    expect(companyCreated.status).toBe(201);
    company = companyCreated.body.data;
    const created = await admin.post<ItemResponse<Project>>('/api/project', {
      name: 'Xylophone Nights',
      property_type_id: 3,
      total_token: 100,
      token_amount: '25',
      symbol: 'XYLN',
    });
    expect(created.status).toBe(201);
    project = created.body.data;
    await opened.db.update(projects).set({ status: 'Active' }).where(eq(projects.id, project.id));
    const booked = await admin.post<ItemResponse<{ id: number }>>('/api/v2/order', {
      user_id: customerId,
      property_id: project.id,
      no_sqyds: '2',
    });
    expect(booked.status).toBe(201);
    orderId = booked.body.data.id;
  });
  afterAll(async () => {
    await server.close();
    if (database.config.databaseUrl) await opened.close();
    await database.drop();
  });

  it('finds a customer by name, with a typo, by email and by id, with phone, country code and KYC state', async () => {
    const found = await search(admin, 'Zenobia');
    expect(found.status).toBe(200);
    expect(found.body.data.customers?.[0]).toEqual({
      id: customerId,
      name: CUSTOMER.name,
      phone: CUSTOMER.phone,
      country_code: '+91',
      email: CUSTOMER.email,
      kyc_status: 'pending',
      status: 'Active',
    });
    expect((await customerIds('Quilfeather'))[0]).toBe(customerId);
    expect((await customerIds('zenobya quillfether'))[0]).toBe(customerId);
    expect((await customerIds('zenobia.q@example'))[0]).toBe(customerId);
    expect((await customerIds(String(customerId)))[0]).toBe(customerId);
    // Four letters are too few to guess at: only names containing them.
    expect(await customerIds('Zenb')).toEqual([]);
    expect((await customerIds('Zeno'))[0]).toBe(customerId);
  });

  it('finds a customer by phone with or without the country code, in part, spaced as people type it', async () => {
    for (const q of ['7123456789', '+917123456789', '917123456789', '+91 71234 56789', '(712) 345-6789', '3456789']) {
      expect(await customerIds(q), q).toContain(customerId);
    }
    expect((await customerIds('+917123456789'))[0]).toBe(customerId);
    expect(await customerIds('+44 7123456789')).not.toContain(customerId);
  });

  it('finds an order by #id and by id, with its customer, project, amount and status', async () => {
    for (const q of [`#${orderId}`, String(orderId), `# ${orderId}`]) {
      const hit = (await search(admin, q)).body.data.orders?.[0];
      expect(hit, q).toMatchObject({
        id: orderId,
        status: 'Booked',
        total_amount: '50.00',
        user_id: customerId,
        user_name: CUSTOMER.name,
        property_id: project.id,
        property_name: 'Xylophone Nights',
      });
    }
    expect((await search(admin, '#2147483647')).body.data.orders).toEqual([]);
  });

  it('finds projects by title (with a typo) and symbol, companies by name, employees by name and phone', async () => {
    expect((await search(admin, 'Xylophone')).body.data.projects?.[0]).toEqual({
      id: project.id,
      name: 'Xylophone Nights',
      symbol: 'XYLN',
      status: 'Active',
    });
    expect((await search(admin, 'Xylofone')).body.data.projects?.[0]?.id).toBe(project.id);
    expect((await search(admin, 'xyln')).body.data.projects?.[0]?.id).toBe(project.id);
    expect((await search(admin, 'Marigold')).body.data.companies?.[0]).toMatchObject({
      id: company.id,
      name: 'Marigold Pictures Private Limited',
      type: 'Private Limited',
    });
    expect((await search(admin, 'Marygold')).body.data.companies?.[0]?.id).toBe(company.id);
    const employee = (await search(admin, '9810000003')).body.data.employees?.[0];
    expect(employee).toMatchObject({
      phone: '9810000003',
      country_code: '+91',
      role_name: 'Support',
      status: 'Active',
    });
    expect((await search(admin, employee!.name.split(' ')[0]!)).body.data.employees?.map((e) => e.id)).toContain(
      employee!.id,
    );
    // Staff are not customers, customers not staff.
    expect((await search(admin, '9810000003')).body.data.customers).toEqual([]);
    expect((await search(admin, 'Zenobia')).body.data.employees).toEqual([]);
  });

  it('answers only the kinds the caller may read', async () => {
    const kinds = ({ totals, ...hits }: SearchResults) => {
      // Counted for exactly the kinds searched.
      expect(Object.keys(totals ?? {}).sort()).toEqual(Object.keys(hits).sort());
      return Object.keys(hits).sort();
    };
    expect(kinds((await search(admin, 'a')).body.data)).toEqual([
      'companies',
      'customers',
      'employees',
      'orders',
      'projects',
    ]);
    // Manager reads projects, companies and orders, not customers or employees.
    const asManager = (await search(manager, `#${orderId}`)).body.data;
    expect(kinds(asManager)).toEqual(['companies', 'orders', 'projects']);
    expect(asManager.orders?.[0]?.id).toBe(orderId);
    expect(JSON.stringify((await search(manager, 'Zenobia')).body)).not.toContain('Zenobia');
    // Support reads customers but not employees.
    const asSupport = (await search(support, 'Zenobia')).body.data;
    expect(kinds(asSupport)).toEqual(['companies', 'customers', 'orders', 'projects']);
    expect(asSupport.customers?.[0]?.id).toBe(customerId);
    expect(JSON.stringify((await search(support, '9810000003')).body)).not.toContain('"employees"');
  });

  it('never answers a PAN or bank detail, masked or not', async () => {
    for (const q of ['Zenobia', '7123456789', String(customerId), PAN, ACCOUNT, IFSC]) {
      const text = JSON.stringify((await search(admin, q)).body);
      for (const secret of [PAN, ACCOUNT, IFSC, PAN.slice(-4), ACCOUNT.slice(-4), 'pan_number', 'bank_details'])
        expect(text, `${q}: ${secret}`).not.toContain(secret);
    }
    expect(await customerIds(PAN)).toEqual([]);
  });

  it('ranks the exact match first, honours limit, validates, and needs a staff session', async () => {
    await opened.db
      .insert(users)
      .values({ name: 'Zenobia Quillfeathers-Long', phone: '7123456700', country_code: '+91' });
    expect((await customerIds('Zenobia Quillfeather'))[0]).toBe(customerId);
    expect((await customerIds('7123456700'))[0]).not.toBe(customerId);
    expect((await search(admin, 'a', 2)).body.data.customers).toHaveLength(2);
    expect((await search(admin, '')).body.data).toEqual({
      customers: [],
      orders: [],
      projects: [],
      companies: [],
      employees: [],
      totals: { customers: 0, orders: 0, projects: 0, companies: 0, employees: 0 },
    });
    expect((await admin.get<{ message: string }>('/api/v2/search?q=a&limit=21')).body.message).toMatch(/^limit:/);
    expect((await admin.get<{ message: string }>(`/api/v2/search?q=${'x'.repeat(101)}`)).status).toBe(400);
    expect((await admin.get('/api/v2/search?q=%25_%5C')).status).toBe(200);
    expect((await client(server.url).get('/api/v2/search?q=a')).status).toBe(401);
  });

  it("counts every match beside the best few, and a list's search box finds those same records", async () => {
    const names = Array.from({ length: 7 }, (_, i) => `Ottoline Brackwater ${i + 1}`);
    await opened.db
      .insert(users)
      .values(
        names.map((name, i) => ({ name, phone: `70000001${i}0`, country_code: '+91', email: `ob${i}@example.org` })),
      );
    const found = (await search(admin, 'Ottoline Brackwater')).body.data;
    expect(found.customers).toHaveLength(5);
    expect(found.totals?.customers).toBe(7);
    expect(found.totals?.projects).toBe(0);
    // "See all": the customer list's search matches as the palette does, without its typo tolerance (a
    // list is sorted by its columns, not by closeness), and the palette's total counts those.
    for (const [typed, listed] of [
      ['Ottoline Brackwater', 7],
      ['ob3@example', 1],
      ['Ottolime Brackwater', 0],
    ] as const) {
      const answer = await admin.get<ListResponse<{ name: string }>>(
        `/api/users/filter?role=2&search=${encodeURIComponent(typed)}`,
      );
      expect(answer.body.pager.totalItems, typed).toBe(listed);
    }
    const typo = (await search(admin, 'Ottolime Brackwater')).body.data;
    expect(typo.customers).toHaveLength(5);
    expect(typo.totals?.customers).toBe(0);
    const projectsListed = await admin.get<ListResponse<Project>>('/api/v2/admin/project?search=XYLN');
    expect(projectsListed.body.data.map((p) => p.id)).toContain(project.id);
  });

  it('the order filter offers customers as the search finds them: a typo, a phone with the country code', async () => {
    const users = async (q: string) =>
      (await admin.get<ItemResponse<OrderFilterData>>(`/api/v2/order/filter?search=${encodeURIComponent(q)}`)).body.data
        .users;
    expect(await users('Quillfether')).toEqual([{ id: customerId, name: CUSTOMER.name }]);
    expect(await users('+91 7123456789')).toEqual([{ id: customerId, name: CUSTOMER.name }]);
    expect(await users('Zenobia')).toEqual([{ id: customerId, name: CUSTOMER.name }]);
  });
});
