/**
 * Who may call each admin route: the one table the staff guard enforces (apps/api/README.md,
 * "Permissions", is the same matrix in prose). Keys are `METHOD /path` as the routes are
 * registered under /api (parameter names and letter case do not matter). A route missing here
 * stops the API from starting, so no admin route can ship unguarded.
 *
 * `ANY_STAFF` marks reference data every screen needs (role names, countries): any signed-in
 * staff user may read it. The search is ANY_STAFF too, and checks each kind's read permission inside.
 */
import type { Permission } from '@admin/api-client/contract';

export const ANY_STAFF = 'any-staff' as const;
export type RouteAccess = Permission | typeof ANY_STAFF;
/** The live update stream's entry: an answer that never ends, which the tests walking every route leave out. */
export const LIVE_STREAM_ROUTE = 'GET /live/events';

export const ROUTE_PERMISSIONS: Readonly<Record<string, RouteAccess>> = {
  // Projects, risk items, media
  'GET /v2/admin/project': 'projects.read',
  'GET /property/filter': 'projects.read',
  'GET /v2/project/:id': 'projects.read',
  'GET /project/project_metadata/risk/:id': 'projects.read',
  'POST /project': 'projects.write',
  'PUT /v2/project/:id': 'projects.write',
  'PUT /v2/project/status/:id': 'projects.write',
  'DELETE /v2/project/:id': 'projects.write',
  'POST /v2/project/:id/media': 'projects.write',
  'POST /v2/project/:id/media/file': 'projects.write',
  'POST /project/project_metadata': 'projects.write',
  'PUT /project/project_metadata/:id': 'projects.write',
  'DELETE /project/project_metadata/:id': 'projects.write',

  // Companies
  'GET /v2/company': 'companies.read',
  'GET /v2/company/:id': 'companies.read',
  'POST /v2/company': 'companies.write',
  'PUT /v2/company/:id': 'companies.write',

  // Orders, payments (wallet transactions), cancel requests
  'GET /v2/order': 'orders.read',
  // An assisted booking by staff (orders-mfe journeys create orders through it).
  'POST /v2/order': 'orders.write',
  'GET /order/report': 'orders.read',
  'GET /order/report/csv': 'orders.read',
  'POST /order/report/csv/link': 'orders.read',
  'GET /v2/order/filter': 'orders.read',
  'GET /order/:id': 'orders.read',
  'PUT /order/status': 'orders.write',
  /** Claiming or assigning an order: its follow-up is an order change. */
  'PUT /order/:id/assignee': 'orders.write',
  'POST /order/addCoverImageOrder/:id': 'orders.write',
  'POST /order/update-order-time-status/:id': 'orders.write',
  'GET /wallet/transactionsfilter': 'orders.read',
  'GET /v2/transaction': 'orders.read',
  'GET /v2/transaction/:id': 'orders.read',
  'GET /v2/admin/cancel': 'orders.read',
  'GET /v2/admin/cancel/:id': 'orders.read',
  /** Raising a request moves the order's status: an order change. */
  'POST /v2/admin/cancel': 'orders.write',
  'POST /v2/admin/cancel/:id/approve': 'cancel.decide',
  'POST /v2/admin/cancel/:id/reject': 'cancel.decide',
  /** The second step of a refund above the threshold: someone else holding the same permission. */
  'POST /v2/admin/cancel/:id/confirm': 'cancel.decide',
  'POST /v2/admin/cancel/:id/send-back': 'cancel.decide',
  'PUT /v2/admin/cancel/:id/assignee': 'cancel.decide',

  // Customers and KYC
  'GET /users/filter': 'customers.read',
  'GET /v2/customer': 'customers.read',
  'GET /v2/customer/:id': 'customers.read',
  'GET /me/portfolioById/:id': 'customers.read',
  'PUT /v2/customer/:id': 'customers.write',
  /** A note for Compliance, without editing the account (Support holds it). */
  'POST /v2/customer/:id/comments': 'customers.comment',
  'PUT /v2/customer/:id/kyc': 'kyc.decide',
  // Messages to customers (docs/messages.md): reading them is reading the record; sending is its own permission.
  'GET /v2/customer/:id/messages': 'customers.read',
  'GET /v2/order/:id/messages': 'orders.read',
  'GET /v2/message/templates': 'messages.send',
  'POST /v2/customer/:id/messages/preview': 'messages.send',
  'POST /v2/customer/:id/messages': 'messages.send',
  'POST /v2/order/:id/messages/preview': 'messages.send',
  'POST /v2/order/:id/messages': 'messages.send',
  'POST /v2/message/:id/retry': 'messages.send',
  /**
   * Event rules (which template a decision sends the customer): configuration, in Config. Changing
   * one makes the platform write to every customer of that event, so it is config.write's (Admin).
   */
  'GET /v2/message-rule': 'config.read',
  'GET /v2/message-rule/templates': 'config.read',
  'POST /v2/message-rule': 'config.write',
  'PUT /v2/message-rule/:id': 'config.write',
  'DELETE /v2/message-rule/:id': 'config.write',
  'PUT /v2/customer/:id/kyc/assignee': 'kyc.decide',
  /** The second step of a KYC rejection or of the approval that verifies: someone else holding kyc.decide. */
  'POST /v2/customer/:id/kyc/:verification/confirm': 'kyc.decide',
  'POST /v2/customer/:id/kyc/:verification/send-back': 'kyc.decide',
  /** Check states and decisions; file URLs only when the caller also holds kyc.decide. */
  'GET /v2/customer/:id/kyc': 'customers.read',
  /** Staff add a customer's evidence on their behalf: an edit of the customer's record. */
  'POST /v2/customer/:id/kyc/:verification/evidence': 'customers.write',
  /** Every other answer masks PAN and bank details; this one call gives them in full. */
  'POST /v2/customer/:id/reveal': 'customers.reveal',

  // Employees and roles
  'GET /v2/admin/employee': 'employees.read',
  'GET /v2/admin/employee/:id': 'employees.read',
  'POST /v2/admin/employee': 'employees.write',
  'PUT /v2/admin/employee/:id': 'employees.write',
  'DELETE /v2/admin/employee/:id': 'employees.write',
  /** The second step of a role grant that waits (four eyes): another Admin confirms it or sends it back. */
  'POST /v2/admin/employee/:id/role/confirm': 'employees.write',
  'POST /v2/admin/employee/:id/role/send-back': 'employees.write',
  /** Ending an employee's sessions is less than deactivating them, which ends them all: employees.write. */
  'GET /v2/admin/employee/:id/sessions': 'employees.read',
  'DELETE /v2/admin/employee/:id/sessions': 'employees.write',
  'DELETE /v2/admin/employee/:id/sessions/:sessionId': 'employees.write',
  /** Role names label users in the customer filter and the profile: not sensitive. */
  /** Any staff may search; each kind of record is searched only under its own read permission (search/routes.ts). */
  'GET /v2/search': ANY_STAFF,
  /** The live update stream: every event in it is filtered by the receiver's own read permissions. */
  [LIVE_STREAM_ROUTE]: ANY_STAFF,
  /** Presence on a record: the record type's read permission is checked inside. */
  'POST /live/presence': ANY_STAFF,
  /** Each staff member's own inbox: what waits on them (docs/live.md, "The inbox"). */
  'GET /inbox': ANY_STAFF,
  'POST /inbox/:id/read': ANY_STAFF,
  'POST /inbox/read-all': ANY_STAFF,
  /** Any staff may ask; each queue is counted only under the permission to act on it (queues/routes.ts). */
  'GET /v2/queues': ANY_STAFF,
  /** Who may be given an item of a kind: checked inside against that kind's permission (queues/routes.ts). */
  'GET /v2/queues/assignees': ANY_STAFF,
  'GET /role': ANY_STAFF,
  'GET /role/:id': ANY_STAFF,
  'POST /role': 'roles.manage',
  'PUT /role/:id': 'roles.manage',
  /** The second step of decide permissions added to a role (four eyes). */
  'POST /role/:id/confirm': 'roles.manage',
  'POST /role/:id/send-back': 'roles.manage',

  // One's own sessions (the Profile page): every staff user sees and ends their own.
  'GET /me/sessions': ANY_STAFF,
  'DELETE /me/sessions': ANY_STAFF,
  'DELETE /me/sessions/:sessionId': ANY_STAFF,

  // Saved views shared with the team: anyone shares and reads them; renaming and deleting are the
  // owner's or `views.manage`'s, checked inside (views/commands.ts).
  'GET /v2/views': ANY_STAFF,
  'POST /v2/views': ANY_STAFF,
  'PUT /v2/views/:id': ANY_STAFF,
  'DELETE /v2/views/:id': ANY_STAFF,

  // Fees
  'GET /percentage/all': 'fees.read',
  'GET /percentage/property/:id': 'fees.read',
  'POST /percentage': 'fees.write',
  'PUT /percentage/:id': 'fees.write',
  'DELETE /percentage/:id': 'fees.write',
  /** A GET that writes: it copies the active fees onto the project. */
  'GET /percentage/property_sync/:id': 'fees.write',
  'PUT /percentage/property/:id': 'fees.write',

  // Configuration
  'GET /setting': 'config.read',
  'GET /setting/:id': 'config.read',
  'POST /setting': 'config.write',
  'PUT /setting/:id': 'config.write',
  'POST /setting/:id/confirm': 'config.write',
  'POST /setting/:id/send-back': 'config.write',
  'DELETE /setting/:id': 'config.write',
  'GET /config/partner': 'config.read',
  'GET /config/partner/:id': 'config.read',
  'POST /config/partner': 'config.write',
  'PUT /config/partner/:id': 'config.write',
  'DELETE /config/partner/:id': 'config.write',
  'GET /config/videolink': 'config.read',
  'POST /config/videolink': 'config.write',
  'PUT /config/videolink/:id': 'config.write',
  'DELETE /config/videolink/:id': 'config.write',
  'GET /config/popuptext': 'config.read',
  'POST /config/popuptext': 'config.write',
  'PUT /config/popuptext/:id': 'config.write',
  'DELETE /config/popuptext/:id': 'config.write',
  /** Country codes feed every phone field. */
  'GET /config/country': ANY_STAFF,

  // Templates (previews render, they change nothing)
  'GET /v2/template': 'templates.read',
  'GET /v2/template/:id': 'templates.read',
  'POST /v2/template/preview': 'templates.read',
  'POST /v2/template/:id/preview': 'templates.read',
  'POST /v2/template': 'templates.write',
  'PUT /v2/template/:id': 'templates.write',
  'DELETE /v2/template/:id': 'templates.write',

  // The audit trail: the whole of it needs audit.read; one record's own history (record_type and
  // record_id) needs only the read permission of that kind, checked inside (audit/routes.ts).
  'GET /v2/audit': ANY_STAFF,
  'GET /v2/audit/csv': ANY_STAFF,
  /** Staff names and ids for the Activity screen's person picker (less than employees.read shows). */
  'GET /v2/audit/people': 'audit.read',

  // The operators' status page
  'GET /system/client-errors': 'system.read',

  // The release registry (a team's pipeline uses /api/deploy with a deploy token instead, outside this table)
  'GET /v2/releases': 'releases.manage',
  'POST /v2/releases/:app/canary': 'releases.manage',
  'POST /v2/releases/:app/canary/stop': 'releases.manage',
  'POST /v2/releases/:app/promote': 'releases.manage',
  'POST /v2/releases/:app/rollback': 'releases.manage',
  'PUT /v2/releases/:app/settings': 'releases.manage',
  'GET /v2/releases/tokens': 'releases.manage',
  'POST /v2/releases/tokens': 'releases.manage',
  'DELETE /v2/releases/tokens/:id': 'releases.manage',
};

/** `GET /Order/:order_id/` and `GET /order/:id` are one key. */
const routeKey = (method: string, url: string): string =>
  `${method.toUpperCase()} ${
    url
      .toLowerCase()
      .replace(/:[^/]+/g, ':')
      .replace(/\/+$/, '') || '/'
  }`;

const TABLE = new Map(
  Object.entries(ROUTE_PERMISSIONS).map(([key, access]) => {
    const [method = '', url = ''] = key.split(' ');
    return [routeKey(method, url), access] as const;
  }),
);

/** What `method url` (as registered, without the /api prefix) needs; undefined when the table has no entry. HEAD is GET's. */
export function routeAccess(method: string, url: string): RouteAccess | undefined {
  return TABLE.get(routeKey(method === 'HEAD' ? 'GET' : method, url));
}
