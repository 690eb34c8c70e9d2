/**
 * Every staff change leaves an entry: walks each mutating route of the permission table (and the
 * writing `GET /percentage/property_sync/{id}`) as Admin on the seed, with a valid request, and
 * fails on any that answers 2xx without writing an entry. A route added to the table without a
 * recipe here fails too, so a new write cannot ship unrecorded. Then: sign-ins and sign-outs,
 * the failed sign-in limit, a rollback leaving no entry, no secret in any entry, no route over entries.
 */
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { AUDIT_FIELD_LABELS, isCodeFieldName } from '@admin/api-client/contract';
import type {
  AuditEntry,
  CancelRequest,
  Customer,
  ItemResponse,
  ListResponse,
  Project,
} from '@admin/api-client/contract';
import type { Database } from '../src/db/connection';
import { auditEntries, messages, settings } from '../src/db/schema';
import { recordAudit } from '../src/audit/record';
import { ROUTE_PERMISSIONS } from '../src/modules/route-permissions';
import { sessionOf, signIn } from './helpers/auth';
import { formWith, pdf, PNG } from './helpers/files';
import { call, client, type Answer } from './helpers/http';
import {
  createTestDatabase,
  startOn,
  TEST_JWT_SECRET,
  TEST_OTP,
  type TestDatabase,
  type TestServer,
} from './helpers/server';
import { addEmployee, SEED_SECOND_ADMIN_PHONE } from './helpers/staff';
import { investmentTerm } from './helpers/valid-bodies';

type Api = ReturnType<typeof client>;

/** Routes of the table that change nothing although they are not GETs: they render a preview, sign a download link. */
const READ_ONLY = new Set([
  'POST /v2/template/preview',
  'POST /v2/template/:id/preview',
  'POST /v2/order/:id/messages/preview',
  'POST /v2/customer/:id/messages/preview',
  'POST /order/report/csv/link',
  // Presence on a record: kept in memory, a change of nothing.
  'POST /live/presence',
  // Marking one's own inbox read: bookkeeping of a notice, not a change of a record (inbox.test.ts).
  'POST /inbox/:id/read',
  'POST /inbox/read-all',
]);
/** A GET that writes. */
const WRITING_GETS = new Set(['GET /percentage/property_sync/:id']);

const mutatingRoutes = () =>
  Object.keys(ROUTE_PERMISSIONS).filter(
    (key) => (!key.startsWith('GET ') || WRITING_GETS.has(key)) && !READ_ONLY.has(key),
  );

interface Walk {
  admin: Api;
  token: string;
  refreshToken: string;
  server: TestServer;
  db: Database['db'];
  /** Ids made along the way, for the routes that act on them. */
  made: Record<string, number>;
}

const ok = (answer: Answer, what: string) => {
  expect(answer.status, `${what}: ${answer.status} ${JSON.stringify(answer.body)}`).toBeLessThan(300);
  return answer;
};
const idOf = (answer: Answer) => (answer.body as ItemResponse<{ id: number }>).data.id;
const OPERATIONS = '9810000001';
const COMPLIANCE = '9810000002';
/** A second staff member's client, for the first step of a four-eyes decision. */
const staff = async (w: Walk, phone: string): Promise<Api> =>
  client(w.server.url, (await signIn(w.server.url, phone)).token);

/**
 * A change of the refund threshold asked for by a second Admin (made by the walk's Admin, so the walk's
 * Admin may confirm or send it back: they are independent of it the other way round).
 */
async function controlChangeAsked(w: Walk, value: string) {
  const settings = (
    await w.admin.get<ListResponse<{ id: number; name: string; version: number }>>('/api/setting?limit=100')
  ).body.data;
  const setting = settings.find((s) => s.name === 'refund_second_approval_threshold') as {
    id: number;
    name: string;
    version: number;
  };
  const phone = `84600000${String(Object.keys(w.made).length).padStart(2, '0')}`;
  await addEmployee(w.server.url, w.admin, {
    name: `Walk Admin ${phone}`,
    phone,
    email: `walk${phone}@example.com`,
    role: 1,
  });
  w.made[`admin${phone}`] = 1;
  const second = await staff(w, phone);
  ok(
    await second.put(
      `/api/setting/${setting.id}`,
      { name: setting.name, value },
      { headers: { 'if-match': `"${setting.version}"` } },
    ),
    'control change',
  );
  return { other: { setting: setting.id } };
}

/** An employee added with a role that decides by the seed's other Admin: the grant waits for the walk's Admin. */
async function grantAsked(w: Walk, phone: string): Promise<number> {
  const added = ok(
    await (await staff(w, SEED_SECOND_ADMIN_PHONE)).post('/api/v2/admin/employee', {
      name: `Walk Officer ${phone}`,
      phone,
      email: `walk${phone}@example.com`,
      role: 5,
    }),
    'grant asked',
  );
  return idOf(added);
}

/** Decide permissions added to the walk's role by the seed's other Admin: they wait for the walk's Admin. */
const decideAsked = async (w: Walk) =>
  ok(
    await (await staff(w, SEED_SECOND_ADMIN_PHONE)).edit(`/api/role/${w.made.role}`, {
      permissions: ['orders.read', 'audit.read', 'kyc.decide'],
    }),
    'decide permission asked',
  );

/** One valid request per mutating route, in an order where each finds what it needs. */
const RECIPES: [route: string, run: (w: Walk) => Promise<Answer>][] = [
  [
    'POST /project',
    async (w) => {
      const a = await w.admin.post('/api/project', {
        name: 'Walked film',
        property_type_id: 1,
        total_token: 100,
        token_amount: '10.50',
        company_id: 1,
        investment_terms: [investmentTerm],
      });
      w.made.project = idOf(a);
      return a;
    },
  ],
  ['PUT /v2/project/:id', (w) => w.admin.edit(`/api/v2/project/${w.made.project}`, { name: 'Walked film, renamed' })],
  [
    'PUT /v2/project/status/:id',
    (w) => w.admin.put(`/api/v2/project/status/${w.made.project}`, { join_waitlist: true }),
  ],
  [
    'POST /v2/project/:id/media',
    (w) =>
      call(w.server.url, 'POST', `/api/v2/project/${w.made.project}/media`, {
        token: w.token,
        form: formWith('featured_image', PNG, 'image/png', 'cover.png'),
      }),
  ],
  [
    'POST /v2/project/:id/media/file',
    (w) =>
      call(w.server.url, 'POST', `/api/v2/project/${w.made.project}/media/file`, {
        token: w.token,
        form: formWith('file', PNG, 'image/png', 'still.png'),
      }),
  ],
  [
    'POST /project/project_metadata',
    async (w) => {
      const a = await w.admin.post('/api/project/project_metadata', {
        project_id: w.made.project,
        title: 'Delay',
        description: 'Shooting may slip',
      });
      w.made.risk = idOf(a);
      return a;
    },
  ],
  [
    'PUT /project/project_metadata/:id',
    (w) => w.admin.putAt(`/api/project/project_metadata/${w.made.risk}`, 1, { severity: 'high' }),
  ],
  ['DELETE /project/project_metadata/:id', (w) => w.admin.delete(`/api/project/project_metadata/${w.made.risk}`)],
  ['GET /percentage/property_sync/:id', (w) => w.admin.get(`/api/percentage/property_sync/${w.made.project}`)],
  [
    'PUT /percentage/property/:id',
    (w) => w.admin.put(`/api/percentage/property/${w.made.project}/`, { status: 'Inactive' }),
  ],
  ['DELETE /v2/project/:id', (w) => w.admin.delete(`/api/v2/project/${w.made.project}`)],
  [
    'POST /v2/company',
    async (w) => {
      const a = await w.admin.post('/api/v2/company', {
        name: 'Walk Films LLP',
        type: 'LLP',
        team_members: [{ name: 'Ravi', role: 'Manager' }],
      });
      w.made.company = idOf(a);
      return a;
    },
  ],
  [
    'PUT /v2/company/:id',
    (w) =>
      w.admin.edit(`/api/v2/company/${w.made.company}`, {
        city: 'Pune',
        team_members: [{ name: 'Ravi', role: 'Advisor' }],
      }),
  ],
  [
    'POST /v2/order',
    async (w) => {
      const project = (await w.admin.get<ListResponse<Project>>('/api/v2/admin/project?status=Active&limit=1')).body
        .data[0];
      const customers = (await w.admin.get<ListResponse<Customer>>('/api/v2/customer?limit=50')).body.data;
      const customer = customers.find((c) => c.status === 'Active');
      const a = await w.admin.post('/api/v2/order', {
        user_id: customer?.id,
        property_id: project?.id,
        no_sqyds: '1.5',
      });
      w.made.order = idOf(a);
      w.made.customer = customer?.id ?? 0;
      return a;
    },
  ],
  [
    'PUT /order/status',
    (w) => w.admin.put('/api/order/status', { order_id: w.made.order, status: 'Document_Signature_Pending' }),
  ],
  [
    'PUT /order/:id/assignee',
    async (w) =>
      w.admin.put(`/api/order/${w.made.order}/assignee`, {
        assignee_id: (await w.admin.get<ItemResponse<{ id: number }>>('/api/auth/me')).body.data.id,
      }),
  ],
  [
    'POST /order/addCoverImageOrder/:id',
    (w) =>
      call(w.server.url, 'POST', `/api/order/addCoverImageOrder/${w.made.order}`, {
        token: w.token,
        form: formWith('cover_image_legal', pdf(), 'application/pdf', 'cover.pdf'),
      }),
  ],
  [
    'POST /order/update-order-time-status/:id',
    (w) =>
      w.admin.post(`/api/order/update-order-time-status/${w.made.order}`, { payment_time: '2026-12-01T10:00:00Z' }),
  ],
  [
    'POST /v2/admin/cancel',
    async (w) => {
      const a = await w.admin.post('/api/v2/admin/cancel', { order_id: w.made.order, reason: 'Changed their mind' });
      w.made.cancel = idOf(a);
      return a;
    },
  ],
  [
    'PUT /v2/admin/cancel/:id/assignee',
    async (w) =>
      w.admin.put(`/api/v2/admin/cancel/${w.made.cancel}/assignee`, {
        assignee_id: (await w.admin.get<ItemResponse<{ id: number }>>('/api/auth/me')).body.data.id,
      }),
  ],
  [
    'POST /v2/admin/cancel/:id/approve',
    (w) => w.admin.post(`/api/v2/admin/cancel/${w.made.cancel}/approve`, { reason: 'Within the window' }),
  ],
  // Four eyes: another holder makes the first decision, Admin sends it back or confirms it.
  [
    'POST /v2/admin/cancel/:id/send-back',
    async (w) => {
      const pending = (await w.admin.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100'))
        .body.data;
      const waiting = pending.find((r) => r.awaiting_second_approval !== null) as CancelRequest;
      w.made.waitingRefund = waiting.id;
      return w.admin.post(`/api/v2/admin/cancel/${waiting.id}/send-back`, { reason: 'Check the bank details' });
    },
  ],
  [
    'POST /v2/admin/cancel/:id/confirm',
    async (w) => {
      ok(
        await (await staff(w, OPERATIONS)).post(`/api/v2/admin/cancel/${w.made.waitingRefund}/approve`, {
          reason: 'Within the window',
        }),
        'first approval',
      );
      return w.admin.post(`/api/v2/admin/cancel/${w.made.waitingRefund}/confirm`);
    },
  ],
  [
    'POST /setting/:id/send-back',
    async (w) => {
      const { other } = await controlChangeAsked(w, '200000');
      return w.admin.post(`/api/setting/${other.setting}/send-back`, { reason: 'Not now' });
    },
  ],
  [
    'POST /setting/:id/confirm',
    async (w) => {
      const { other } = await controlChangeAsked(w, '150000');
      return w.admin.post(`/api/setting/${other.setting}/confirm`);
    },
  ],
  [
    'POST /v2/customer/:id/kyc/:verification/send-back',
    async (w) => {
      ok(
        await (await staff(w, COMPLIANCE)).decideKyc(`/api/v2/customer/${w.made.customer}/kyc`, {
          verification: 'aadhar',
          status: 'rejected',
          comment: 'Blurred scan',
        }),
        'first rejection',
      );
      return w.admin.decideKyc(`/api/v2/customer/${w.made.customer}/kyc/aadhar/send-back`, {
        reason: 'Readable enough',
      });
    },
  ],
  [
    'POST /v2/customer/:id/kyc/:verification/confirm',
    async (w) => {
      ok(
        await (await staff(w, COMPLIANCE)).decideKyc(`/api/v2/customer/${w.made.customer}/kyc`, {
          verification: 'aadhar',
          status: 'rejected',
          comment: 'Blurred scan',
        }),
        'first rejection',
      );
      return w.admin.decideKyc(`/api/v2/customer/${w.made.customer}/kyc/aadhar/confirm`);
    },
  ],
  [
    'POST /v2/admin/cancel/:id/reject',
    async (w) => {
      const pending = (await w.admin.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=1'))
        .body.data[0];
      return w.admin.post(`/api/v2/admin/cancel/${pending?.id}/reject`, { reason: 'Past the window' });
    },
  ],
  ['PUT /v2/customer/:id', (w) => w.admin.edit(`/api/v2/customer/${w.made.customer}`, { address: '12 Walk Street' })],
  [
    'POST /v2/customer/:id/comments',
    (w) => w.admin.post(`/api/v2/customer/${w.made.customer}/comments`, { comment: 'Called about the walk' }),
  ],
  [
    'POST /v2/customer/:id/messages',
    (w) => w.admin.post(`/api/v2/customer/${w.made.customer}/messages`, { template_id: 1 }),
  ],
  [
    'POST /v2/order/:id/messages',
    async (w) => {
      const a = await w.admin.post<ItemResponse<{ id: number }>>(`/api/v2/order/${w.made.order}/messages`, {
        template_id: 2,
      });
      w.made.message = a.body.data.id;
      return a;
    },
  ],
  [
    'POST /v2/message/:id/retry',
    async (w) => {
      // A message whose every try failed (the walk's server records email without sending it).
      await w.db
        .update(messages)
        .set({ status: 'failed', failure_reason: 'Connection refused' })
        .where(eq(messages.id, w.made.message ?? 0));
      return w.admin.post(`/api/v2/message/${w.made.message}/retry`);
    },
  ],
  [
    'POST /v2/message-rule',
    async (w) => {
      const a = await w.admin.post<ItemResponse<{ id: number }>>('/api/v2/message-rule', {
        order_status: 'Full_Payment_Done',
        template_id: 10,
        enabled: true,
      });
      w.made.rule = a.body.data.id;
      return a;
    },
  ],
  [
    'PUT /v2/message-rule/:id',
    (w) =>
      w.admin.put(
        `/api/v2/message-rule/${w.made.rule}`,
        { template_id: null, enabled: false },
        { headers: { 'if-match': '"1"' } },
      ),
  ],
  ['DELETE /v2/message-rule/:id', (w) => w.admin.delete(`/api/v2/message-rule/${w.made.rule}`)],
  [
    'PUT /v2/customer/:id/kyc',
    (w) => w.admin.decideKyc(`/api/v2/customer/${w.made.customer}/kyc`, { verification: 'email', status: 'verified' }),
  ],
  [
    'PUT /v2/customer/:id/kyc/assignee',
    async (w) =>
      w.admin.put(`/api/v2/customer/${w.made.customer}/kyc/assignee`, {
        assignee_id: (await w.admin.get<ItemResponse<{ id: number }>>('/api/auth/me')).body.data.id,
      }),
  ],
  [
    'POST /v2/customer/:id/kyc/:verification/evidence',
    (w) =>
      call(w.server.url, 'POST', `/api/v2/customer/${w.made.customer}/kyc/pan/evidence`, {
        token: w.token,
        form: formWith('file', PNG, 'image/png', 'pan.png'),
      }),
  ],
  ['POST /v2/customer/:id/reveal', (w) => w.admin.post(`/api/v2/customer/${w.made.customer}/reveal`)],
  [
    'POST /v2/admin/employee',
    async (w) => {
      const a = await w.admin.post('/api/v2/admin/employee', {
        name: 'Walk Officer',
        phone: '5550009999',
        email: 'walk@example.com',
        // Support: a role that decides would keep the account Inactive until a second Admin confirms it.
        role: 6,
      });
      w.made.employee = idOf(a);
      return a;
    },
  ],
  [
    'PUT /v2/admin/employee/:id',
    (w) => w.admin.edit(`/api/v2/admin/employee/${w.made.employee}`, { name: 'Walk Officer Senior' }),
  ],
  [
    'DELETE /v2/admin/employee/:id/sessions/:sessionId',
    async (w) => {
      const { token, user } = await signIn(w.server.url, '5550009999');
      return w.admin.delete(`/api/v2/admin/employee/${user.id}/sessions/${sessionOf(token)}`);
    },
  ],
  [
    'DELETE /v2/admin/employee/:id/sessions',
    async (w) => {
      const { user } = await signIn(w.server.url, '5550009999');
      return w.admin.delete(`/api/v2/admin/employee/${user.id}/sessions`);
    },
  ],
  [
    'POST /v2/admin/employee/:id/role/send-back',
    async (w) =>
      w.admin.post(`/api/v2/admin/employee/${await grantAsked(w, '5550009997')}/role/send-back`, { reason: 'No' }),
  ],
  [
    'POST /v2/admin/employee/:id/role/confirm',
    async (w) => w.admin.post(`/api/v2/admin/employee/${await grantAsked(w, '5550009998')}/role/confirm`),
  ],
  ['DELETE /v2/admin/employee/:id', (w) => w.admin.delete(`/api/v2/admin/employee/${w.made.employee}`)],
  [
    'DELETE /me/sessions/:sessionId',
    async (w) => w.admin.delete(`/api/me/sessions/${sessionOf((await signIn(w.server.url)).token)}`),
  ],
  [
    'DELETE /me/sessions',
    async (w) => {
      await signIn(w.server.url);
      return w.admin.delete('/api/me/sessions?others=true');
    },
  ],
  [
    'POST /role',
    async (w) => {
      const a = await w.admin.post('/api/role', { name: 'Walk auditors', description: 'Read orders' });
      w.made.role = idOf(a);
      return a;
    },
  ],
  ['PUT /role/:id', (w) => w.admin.edit(`/api/role/${w.made.role}`, { permissions: ['orders.read', 'audit.read'] })],
  [
    'POST /role/:id/send-back',
    async (w) => {
      await decideAsked(w);
      return w.admin.post(`/api/role/${w.made.role}/send-back`, { reason: 'Not this role' });
    },
  ],
  [
    'POST /role/:id/confirm',
    async (w) => {
      await decideAsked(w);
      return w.admin.post(`/api/role/${w.made.role}/confirm`);
    },
  ],
  [
    'POST /percentage',
    async (w) => {
      const a = await w.admin.post('/api/percentage/', {
        name: 'Walk fee',
        property_types: 'all',
        types: 'buy',
        FILM: 1,
        MUSIC: 1,
        BOOKS: 1,
        SPORTS: 1,
        WEBSERIES: 1,
      });
      w.made.fee = idOf(a);
      return a;
    },
  ],
  ['PUT /percentage/:id', (w) => w.admin.put(`/api/percentage/${w.made.fee}`, { status: 'Inactive' })],
  ['DELETE /percentage/:id', (w) => w.admin.delete(`/api/percentage/${w.made.fee}`)],
  ...crud('/setting', 'setting', { name: 'walk_setting', value: '1' }, { name: 'walk_setting', value: '2' }),
  ...crud(
    '/config/partner',
    'partner',
    { name: 'Walk partner', icon: 'https://example.com/p.png' },
    { name: 'Walk partner 2', icon: 'https://example.com/p.png' },
  ),
  ...crud(
    '/config/videolink',
    'video',
    { title: 'Walk video', url: 'https://example.com/v' },
    { title: 'Walk video 2', url: 'https://example.com/v' },
  ),
  ...crud('/config/popuptext', 'popup', { title: 'Walk', text: 'Hello' }, { title: 'Walk', text: 'Hello again' }),
  [
    'POST /v2/views',
    async (w) => {
      const a = await w.admin.post('/api/v2/views', {
        list: 'orders',
        name: 'Walk view',
        search: 'status=1',
        columns: {},
      });
      w.made.view = idOf(a);
      return a;
    },
  ],
  ['PUT /v2/views/:id', (w) => w.admin.putAt(`/api/v2/views/${w.made.view}`, 1, { name: 'Walk view, renamed' })],
  ['DELETE /v2/views/:id', (w) => w.admin.delete(`/api/v2/views/${w.made.view}`)],
  ...releaseRecipes(),
  ...crud(
    '/v2/template',
    'template',
    { name: 'walk_template', kind: 'sms', body: 'Hi {{name}}' },
    { body: 'Hello {{name}}' },
  ),
];

function crud(
  base: string,
  key: string,
  create: Record<string, unknown>,
  edit: Record<string, unknown>,
): [string, (w: Walk) => Promise<Answer>][] {
  return [
    [
      `POST ${base}`,
      async (w) => {
        const a = await w.admin.post(`/api${base}`, create);
        w.made[key] = idOf(a);
        return a;
      },
    ],
    [`PUT ${base}/:id`, (w) => w.admin.putAt(`/api${base}/${w.made[key]}`, 1, edit)],
    [`DELETE ${base}/:id`, (w) => w.admin.delete(`/api${base}/${w.made[key]}`)],
  ];
}

/** The registry's staff routes: a team's pipeline publishes (deploy tokens), staff move the pointers. */
function releaseRecipes(): [string, (w: Walk) => Promise<Answer>][] {
  const deployTokens: Record<string, { id: number; token: string }> = {};
  const release = (id: string, extra: Record<string, unknown> = {}) => ({
    release: id,
    commit: 'abc1234',
    builtAt: '2026-11-28T10:00:00.000Z',
    manifestUrl: `http://localhost:4202/releases/${id}/mf-manifest.json`,
    pages: [{ path: '/orders', expose: './OrderListPage', title: 'Orders', section: '/orders' }],
    exposes: ['./OrderListPage'],
    requires: { react: '19.3.1' },
    ...extra,
  });
  const deploy = (w: Walk, app: string, path: string, body: unknown) =>
    call(w.server.url, 'POST', `/api/deploy/${app}${path}`, { token: deployTokens[app]?.token, body }).then((a) =>
      ok(a, `deploy ${app}${path}`),
    );
  return [
    [
      'POST /v2/releases/tokens',
      async (w) => {
        let answer: Answer | undefined;
        for (const app of ['shell', 'orders-mfe']) {
          answer = await w.admin.post('/api/v2/releases/tokens', { app, name: `walk-${app}` });
          const { id, token } = (answer.body as ItemResponse<{ id: number; token: string }>).data;
          deployTokens[app] = { id, token };
        }
        return answer as Answer;
      },
    ],
    [
      'POST /v2/releases/:app/promote',
      async (w) => {
        await deploy(w, 'shell', '/releases', release('s1', { pages: [], exposes: [], requires: { react: '19.3.1' } }));
        await deploy(w, 'shell', '/promote', { release: 's1' });
        await deploy(w, 'orders-mfe', '/releases', release('a1'));
        await deploy(w, 'orders-mfe', '/releases', release('b1'));
        return w.admin.post('/api/v2/releases/orders-mfe/promote', { release: 'a1' });
      },
    ],
    [
      'POST /v2/releases/:app/canary',
      (w) => w.admin.post('/api/v2/releases/orders-mfe/canary', { release: 'b1', share: 10 }),
    ],
    [
      'POST /v2/releases/:app/canary/stop',
      (w) => w.admin.post('/api/v2/releases/orders-mfe/canary/stop', { reason: 'Walk' }),
    ],
    [
      'POST /v2/releases/:app/rollback',
      async (w) => {
        await deploy(w, 'orders-mfe', '/promote', { release: 'b1' });
        return w.admin.post('/api/v2/releases/orders-mfe/rollback', { reason: 'Walk' });
      },
    ],
    [
      'PUT /v2/releases/:app/settings',
      (w) => w.admin.put('/api/v2/releases/orders-mfe/settings', { ratio: 3, points: 5, minLoads: 50 }),
    ],
    [
      'DELETE /v2/releases/tokens/:id',
      (w) => w.admin.delete(`/api/v2/releases/tokens/${deployTokens['orders-mfe']?.id}`),
    ],
  ];
}

const norm = (key: string) =>
  key
    .toLowerCase()
    .replace(/:[^/]+/g, ':')
    .replace(/\/$/, '');

describe('every staff change writes an entry', () => {
  let database: TestDatabase;
  let opened: Database;
  let server: TestServer;
  let walk: Walk;

  beforeAll(async () => {
    database = await createTestDatabase();
    opened = await database.open();
    server = await startOn(database.config, { database: opened });
    const { token, refreshToken } = await signIn(server.url);
    walk = { admin: client(server.url, token), token, refreshToken, server, db: opened.db, made: {} };
  });
  afterAll(async () => {
    await server.close();
    if (opened.engine === 'postgres') await opened.close();
    await database.drop();
  });

  const total = async () =>
    (await walk.admin.get<ListResponse<AuditEntry>>('/api/v2/audit?limit=1')).body.pager.totalItems;
  const newest = async (n: number) =>
    (await walk.admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?limit=${n}`)).body.data;

  it('has a recipe for every mutating route of the permission table', () => {
    const routes = mutatingRoutes().map(norm);
    expect(routes.length).toBeGreaterThan(50);
    expect(new Set(RECIPES.map(([route]) => norm(route)))).toEqual(new Set(routes));
  });

  it('no route of the table writes to the trail itself', () => {
    expect(Object.keys(ROUTE_PERMISSIONS).filter((key) => key.includes('/audit') && !key.startsWith('GET '))).toEqual(
      [],
    );
  });

  it('each one, done as Admin, writes at least one entry of its own request', async () => {
    const silent: string[] = [];
    for (const [route, run] of RECIPES) {
      const before = await total();
      const answer = ok(await run(walk), route);
      const written = (await total()) - before;
      if (written === 0) {
        silent.push(route);
        continue;
      }
      const requestId = answer.headers.get('x-request-id');
      const entries = await newest(written);
      expect(
        entries.some((e) => e.request_id === requestId),
        `${route}: no entry carries its request id ${requestId}`,
      ).toBe(true);
    }
    expect(silent).toEqual([]);
  }, 300_000);

  it('names every field it writes in staff words, and keeps storage links and byte counts out of its notes', async () => {
    const all: AuditEntry[] = [];
    for (let page = 1; ; page++) {
      const answer = (await walk.admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?limit=100&page=${page}`)).body;
      all.push(...answer.data);
      if (!answer.pager.hasMore) break;
    }
    const fields = [...new Set(all.flatMap((e) => e.changes.map((c) => c.field)))].sort();
    // A plain word ("address", "email") reads as it is; a name in code needs its words.
    expect(fields.filter((field) => isCodeFieldName(field) && AUDIT_FIELD_LABELS[field] === undefined)).toEqual([]);
    expect(fields.length).toBeGreaterThan(20);
    expect(all.map((e) => e.note ?? '').filter((note) => /https?:\/\/|\d+ bytes/.test(note))).toEqual([]);
    // A note is quoted in the entry's line on screen: no code name in it either (`step_completed`,
    // `Document_Signature_Pending`, a rule's or setting's key).
    expect(all.map((e) => e.note ?? '').filter((note) => /\b[A-Za-z]+_[A-Za-z_]+\b/.test(note))).toEqual([]);
  });

  it('never writes a secret, a token or a full PAN', async () => {
    const all: AuditEntry[] = [];
    for (let page = 1; ; page++) {
      const answer = (await walk.admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?limit=100&page=${page}`)).body;
      all.push(...answer.data);
      if (!answer.pager.hasMore) break;
    }
    expect(all.length).toBeGreaterThan(100);
    const fields = all.flatMap((e) => e.changes.map((c) => c.field));
    expect(
      fields.filter((field) => /password|secret|otp|refresh|access_?token|token_hash|code_hash|jwt/i.test(field)),
    ).toEqual([]);
    // The walk used the one-time code, refresh tokens and the signing secret: none of them is in any entry.
    const text = JSON.stringify(all);
    for (const forbidden of [TEST_OTP, TEST_JWT_SECRET, walk.refreshToken, /rt_[\w-]{10,}/, /\b[A-Z]{5}\d{4}[A-Z]\b/]) {
      if (typeof forbidden === 'string') expect(text.includes(forbidden), forbidden).toBe(false);
      else expect(text, String(forbidden)).not.toMatch(forbidden);
    }
    expect(
      all
        .flatMap((e) => e.changes)
        .filter((c) => c.field === 'pan_number' || c.field === 'bank_details')
        .every((c) => /•/.test(String(c.after ?? '•'))),
    ).toBe(true);
  });

  it('records sign-in, sign-out, and a failed sign-in at most once a minute per phone and address', async () => {
    const session = await signIn(server.url, '9810000003');
    const [signedIn] = (
      await walk.admin.get<ListResponse<AuditEntry>>(
        `/api/v2/audit?action=sign_in&record_id=${sessionOf(session.token)}&record_type=session`,
      )
    ).body.data;
    expect(signedIn).toMatchObject({
      action: 'sign_in',
      actor: { role: 'Support' },
      record_label: expect.stringMatching(/^Session of /),
    });
    expect(
      (await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(200);
    // A second logout of the same token ends nothing: no second entry.
    expect(
      (await call(server.url, 'POST', '/api/auth/logout', { body: { refreshToken: session.refreshToken } })).status,
    ).toBe(200);
    const signOuts = (
      await walk.admin.get<ListResponse<AuditEntry>>(
        `/api/v2/audit?action=sign_out&record_id=${sessionOf(session.token)}&record_type=session`,
      )
    ).body.data;
    expect(signOuts).toHaveLength(1);

    const failures = async () =>
      (await walk.admin.get<ListResponse<AuditEntry>>('/api/v2/audit?action=sign_in_failed&limit=100')).body.data;
    const before = (await failures()).length;
    const login = await call<ItemResponse<{ user_id: number }>>(server.url, 'POST', '/api/auth/login', {
      body: { phone: '9810000006', country_code: '+91' },
    });
    for (let i = 0; i < 4; i++) {
      const wrong = String((Number(TEST_OTP) + 1 + i) % 1_000_000).padStart(6, '0');
      expect(
        (await call(server.url, 'POST', '/api/auth/verify', { body: { otp: wrong, user_id: login.body.data.user_id } }))
          .status,
      ).toBe(400);
    }
    for (const phone of ['5551110001', '5551110002', '5551110003']) {
      expect((await call(server.url, 'POST', '/api/auth/login', { body: { phone, country_code: '+91' } })).status).toBe(
        404,
      );
    }
    const written = (await failures()).slice(0, (await failures()).length - before);
    // Seven failures from one address within the minute: one entry.
    expect(written).toHaveLength(1);
    expect(written[0]).toMatchObject({
      action: 'sign_in_failed',
      record_id: '+91 9810000006',
      actor: { role: 'Operations' },
      note: expect.stringMatching(/^Invalid OTP/),
    });
  });

  it('leaves no entry when the change fails or its transaction rolls back', async () => {
    const before = await total();
    // A duplicate setting name fails inside the write's transaction (409).
    const first = ok(await walk.admin.post('/api/setting', { name: 'walk_unique', value: 'a' }), 'setting');
    expect((await walk.admin.post('/api/setting', { name: 'walk_unique', value: 'b' })).status).toBe(409);
    expect(await total()).toBe(before + 1);
    // A change whose transaction throws after its entry was written: neither stays.
    const id = idOf(first);
    await expect(
      opened.db.transaction(async (tx) => {
        await tx.update(settings).set({ value: 'rolled back' }).where(eq(settings.id, id));
        await recordAudit(
          tx,
          { requestId: 'rollback-test', actor: null },
          { action: 'update', record: { type: 'setting', id, label: 'Setting walk_unique' } },
        );
        throw new Error('the change failed after its entry');
      }),
    ).rejects.toThrow('the change failed after its entry');
    expect((await opened.db.select().from(settings).where(eq(settings.id, id)))[0]?.value).toBe('a');
    expect(
      await opened.db
        .select()
        .from(auditEntries)
        .where(and(eq(auditEntries.request_id, 'rollback-test'))),
    ).toEqual([]);
    expect(await total()).toBe(before + 1);
  });
});
