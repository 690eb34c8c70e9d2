/**
 * One valid JSON body per route that takes one, for the tests that call every route: the fuzz test
 * makes one field hostile at a time, the response-keys walk sends them as they are (so each succeeds
 * on the seeded data, with the walk's own ids put in). A new route gets its body here, once.
 */

/** The router ignores case and a trailing slash, and routes name their ids variously (`:order_id`): one key for all. */
export const bodyKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${url
    .replace(/^\/api(?=\/)/, '')
    .replace(/\/$/, '')
    .toLowerCase()
    .replace(/:[a-z_]+id\b/g, ':id')}`;

export const investmentTerm = {
  percentageOfIP: 20,
  rights: 'Streaming',
  percentageForPandora: '5',
  natureOfIP: 'Copyright',
  duration: 2,
  costOfAcquisition: 1000,
  totalExpectedInvestment: '1100',
  tokenAmount: 100,
  expectedMonetisation: 1600,
  proposedIRR: 18.5,
  proposedMoneyMultiple: 1.6,
  expectedDuration: '24 months',
};

export const projectBody = {
  name: 'Valid film',
  property_type_id: 1,
  total_token: 100,
  token_amount: '10.50',
  company_id: 1,
  investment_terms: [investmentTerm],
};

/** Ids name seeded records: project, order and fee 1, customer 12, staff member 1. Edits rename, so a create and its edit differ. */
const BODIES: Record<string, Record<string, unknown>> = {
  'POST /auth/login': { phone: '9999999999', country_code: '+91' },
  'POST /auth/register': { phone: '5550001111', country_code: '+91', name: 'Valid', email: 'valid@example.com' },
  'POST /auth/verify': { otp: '000000', user_id: 1 },
  'POST /auth/resend': { phone: '9999999999', country_code: '+91' },
  'POST /auth/refresh': { refreshToken: 'rt_x' },
  'POST /auth/logout': { refreshToken: 'rt_x' },
  'POST /project': projectBody,
  'PUT /v2/project/:id': {
    ...projectBody,
    featured_image: 'https://example.com/a.png',
    gallery: ['https://example.com/b.png'],
  },
  'PUT /v2/project/status/:id': { property_id: 1, status: 'Active' },
  'POST /project/project_metadata': { project_id: 1, title: 'Risk', description: 'Text', severity: 'low' },
  'PUT /project/project_metadata/:id': { title: 'Risk', description: 'Text', severity: 'high', mitigation: 'M' },
  'POST /v2/company': {
    name: 'Valid LLP',
    type: 'LLP',
    email: 'company@example.com',
    logo: 'https://example.com/l.png',
  },
  'PUT /v2/company/:id': {
    name: 'Valid LLP 2',
    type: 'LLP',
    email: 'company@example.com',
    logo: 'https://example.com/l.png',
    status: 'Active',
  },
  'POST /v2/order': { user_id: 12, property_id: 1, no_sqyds: '2.5' },
  'PUT /order/status': { order_id: 1, status: 'Cancel_Request_Raised', reason: 'r' },
  'PUT /order/:id/assignee': { assignee_id: 1 },
  'PUT /v2/admin/cancel/:id/assignee': { assignee_id: 1 },
  'PUT /v2/customer/:id/kyc/assignee': { assignee_id: 1 },
  'POST /order/update-order-time-status/:id': { payment_time: '2026-11-22T10:00:00Z' },
  'POST /order/report/csv/link': { status: 'Booked' },
  'POST /live/presence': { type: 'order', record_id: '1', editing: false },
  'POST /inbox/:id/read': {},
  'POST /inbox/read-all': {},
  'POST /v2/admin/cancel': { order_id: 1, reason: 'r' },
  'POST /v2/admin/cancel/:id/approve': { reason: 'ok' },
  'POST /v2/admin/cancel/:id/reject': { reason: 'no' },
  'POST /v2/admin/cancel/:id/confirm': {},
  'POST /v2/admin/cancel/:id/send-back': { reason: 'check the bank details' },
  'PUT /v2/customer/:id': {
    name: 'Valid',
    email: 'customer@example.com',
    dob: '1990-01-01',
    pan_number: 'ABCDE1234F',
    comment: 'c',
  },
  'POST /v2/customer/:id/comments': { comment: 'Called twice about the PAN' },
  'POST /v2/customer/:id/messages': { template_id: 1 },
  'POST /v2/customer/:id/messages/preview': { template_id: 1 },
  'POST /v2/order/:id/messages': { template_id: 2 },
  'POST /v2/order/:id/messages/preview': { template_id: 2 },
  'POST /v2/message/:id/retry': {},
  'POST /v2/message-rule': { order_status: 'Full_Payment_Done', template_id: 10, enabled: false },
  'PUT /v2/message-rule/:id': { template_id: null, enabled: false },
  'PUT /v2/customer/:id/kyc': { verification: 'pan', status: 'rejected', comment: 'c' },
  'POST /v2/customer/:id/kyc/:verification/confirm': {},
  'POST /v2/customer/:id/kyc/:verification/send-back': { reason: 'blurred scan' },
  // Takes no body: whatever is sent is ignored.
  'POST /v2/customer/:id/reveal': {},
  'POST /v2/admin/employee': {
    name: 'Valid',
    phone: '5550002222',
    email: 'employee@example.com',
    role: 3,
    join_date: '2026-01-01',
    meeting_link: 'https://meet.example.com/x',
  },
  'POST /v2/admin/employee/:id/role/confirm': {},
  'POST /v2/admin/employee/:id/role/send-back': { reason: 'ask the team lead' },
  'PUT /v2/admin/employee/:id': {
    name: 'Valid 2',
    join_date: '2026-01-01',
    meeting_link: 'https://meet.example.com/x',
  },
  'POST /role': { name: 'Valid role', description: 'd' },
  'PUT /role/:id': { name: 'Valid role 2', description: 'd' },
  'POST /role/:id/confirm': {},
  'POST /role/:id/send-back': { reason: 'not this role' },
  'POST /percentage': {
    name: 'Valid fee',
    property_types: 'all',
    types: 'buy',
    FILM: 1,
    MUSIC: 1,
    BOOKS: 1,
    SPORTS: 1,
    WEBSERIES: 1,
  },
  'PUT /percentage/:id': { status: 'Inactive' },
  'PUT /percentage/property/:id': { status: 'Inactive' },
  'POST /setting': { name: 'valid', value: 'v' },
  'PUT /setting/:id': { name: 'valid', value: 'v2' },
  'POST /setting/:id/confirm': {},
  'POST /setting/:id/send-back': { reason: 'not now' },
  'POST /config/partner': { name: 'P', icon: 'https://example.com/i.png' },
  'PUT /config/partner/:id': { name: 'P2', icon: 'https://example.com/i.png' },
  'POST /config/videolink': { title: 'V', url: 'https://example.com/v', description: 'd' },
  'PUT /config/videolink/:id': { title: 'V2', url: 'https://example.com/v' },
  'POST /config/popuptext': { title: 'T', text: 'x', is_active: true },
  'PUT /config/popuptext/:id': { title: 'T2', text: 'x' },
  'POST /v2/views': {
    list: 'orders',
    name: 'Valid view',
    search: 'status=1&sort=created_at',
    columns: { phone: false },
  },
  'PUT /v2/views/:id': { name: 'Valid view, renamed' },
  'POST /v2/template': { name: 'valid', kind: 'email', subject: 's', body: 'Hi {{name}}' },
  'PUT /v2/template/:id': { subject: 's2', body: 'Hi {{name}}' },
  'POST /v2/template/:id/preview': { variables: { name: 'A' } },
  'POST /v2/template/preview': { kind: 'email', body: 'Hi {{name}}', variables: { name: 'A' } },
  'POST /v2/releases/:app/canary': { release: 'b1', share: 10, members: [1] },
  'POST /v2/releases/:app/canary/stop': { reason: 'Valid reason' },
  'POST /v2/releases/:app/promote': { release: 'a1', reason: 'Valid reason' },
  'POST /v2/releases/:app/rollback': { reason: 'Valid reason' },
  'PUT /v2/releases/:app/settings': { ratio: 2, points: 5, minLoads: 50 },
  'POST /v2/releases/tokens': { app: 'orders-mfe', name: 'valid-ci' },
  'POST /deploy/:app/releases': {
    release: 'v1',
    commit: 'abc1234',
    builtAt: '2026-11-28T10:00:00.000Z',
    manifestUrl: 'http://localhost:4202/releases/v1/mf-manifest.json',
    pages: [{ path: '/orders', expose: './OrderListPage', title: 'Orders', section: '/orders' }],
    exposes: ['./OrderListPage'],
    requires: { react: '19.3.1' },
  },
  'POST /deploy/:app/canary': { release: 'b1', share: 10 },
  'POST /deploy/:app/canary/stop': { reason: 'Valid reason' },
  'POST /deploy/:app/promote': { release: 'a1' },
  'POST /deploy/:app/rollback': { reason: 'Valid reason' },
  'POST /release-beacons': { load: 'load-valid-1', runs: [{ remote: 'orders_mfe', release: 'dev' }] },
  'POST /client-errors': { kind: 'error-boundary', message: 'valid', remote: 'shell', release: 'dev', route: '/' },
  'POST /csp-reports': {
    'csp-report': {
      'effective-directive': 'script-src-elem',
      'blocked-uri': 'https://evil.example/x.js',
      'document-uri': 'http://localhost/',
    },
  },
};

/** Every body, under its `bodyKey`. */
export const VALID_BODIES: ReadonlyMap<string, Record<string, unknown>> = new Map(Object.entries(BODIES));

/** The body a route takes, by its method and path as registered or as sent (`/api/order/:order_id/assignee`). */
export const validBody = (method: string, url: string): Record<string, unknown> | undefined =>
  VALID_BODIES.get(bodyKey(method, url));
