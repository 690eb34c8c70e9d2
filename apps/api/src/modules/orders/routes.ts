/** Orders: list, report (totals, CSV), filter choices, booking, detail, status, cover document, times. */
import { Readable } from 'node:stream';
import { and, asc, count, desc, eq, exists, ilike, isNull, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ORDER_REPORT_SORT_KEYS, ORDER_SORT_KEYS, ROLE_CUSTOMER } from '@admin/api-client/contract';
import type {
  DownloadLink,
  ItemResponse,
  ListResponse,
  Order,
  OrderCoverResult,
  OrderFilterData,
  OrderReportResponse,
  OrderStatus,
  OrderTimeResult,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { cancelRequests, orderStatusCounts, orders, projects, settings, users } from '../../db/schema';
import { storeChecked } from '../../files/uploads';
import { signFileUrl } from '../../files/fileLinks';
import { dateRange, isoOrNull } from '../../http/dates';
import { badRequest, conflict, found } from '../../http/errors';
import { containsPattern } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { personMatches, personRank, readSearchText } from '../search/matching';
import { findOrder, selectOrders, toOrder } from './mapper';
import {
  downloadLinkAnswer,
  orderAnswer,
  orderCoverAnswer,
  orderFilterAnswer,
  orderReportAnswer,
  orderTimeAnswer,
} from './answers';
import { orderReportCsv } from './reportCsv';
import {
  orderCreateBody,
  orderFilterQuery,
  orderIdParams,
  orderListQuery,
  orderReportCsvQuery,
  orderReportQuery,
  orderStatusBody,
  orderTimeBody,
} from './schemas';
import { assertTransition, tryMoveOrder } from './transitions';
import { sessionOf, staffOf } from '../../auth/guard';
import { signDownloadLink } from '../../auth/downloadLinks';
import { auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { cancelRequestRecord, orderRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { CANCEL_REQUEST_CREATED } from '../cancelRequests/auditFields';
import { assertAssignable, assignBody, notHeldByOthers, refusedAssignment } from '../queues/assignment';
import { ORDER_QUEUE_FILTERS } from '../queues/definitions';
import { ifMatchVersions, nextVersion, sendVersion, staleVersion, versionMatches } from '../../http/versioning';

/** Share of the total due as booking amount when the setting is missing. */
const DEFAULT_BOOKING_PERCENTAGE = 10;
const DAY_MS = 86_400_000;

export const COVER_MAX_BYTES = 10 * 1024 * 1024;

/** The columns behind the order list's sort keys (the report sorts by the same ones). */
const orderSortColumns: SortColumns<(typeof ORDER_SORT_KEYS)[number]> = {
  status: orders.status,
  no_sqyds: orders.no_sqyds,
  total_amount: orders.total_amount,
  created_at: orders.created_at,
  updated_at: orders.updated_at,
};

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  /**
   * `statusOnly`: the filter is at most a status, so the trigger-kept per-status counts give the total.
   * `oldestFirst`: a work queue, worked from the order that has waited longest, unless `query` sorts.
   */
  async function list(
    where: SQL | undefined,
    page: number,
    limit: number,
    query: unknown,
    statusOnly?: { status?: OrderStatus },
    oldestFirst = false,
  ): Promise<ListResponse<Order>> {
    const total = statusOnly
      ? db
          .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.n}), 0)::int` })
          .from(orderStatusCounts)
          .where(statusOnly.status ? eq(orderStatusCounts.status, statusOnly.status) : undefined)
      : db.select({ n: count() }).from(orders).where(where);
    const [rows, [counted]] = await Promise.all([
      selectOrders(db)
        .where(where)
        .orderBy(
          ...sortOrder(
            query,
            ORDER_SORT_KEYS,
            orderSortColumns,
            orders.id,
            oldestFirst ? [asc(orders.created_at), asc(orders.id)] : [desc(orders.created_at), desc(orders.id)],
          ),
        )
        .limit(limit)
        .offset(offsetOf(page, limit)),
      total,
    ]);
    return listResponse(rows.map(toOrder), counted?.n ?? 0, page, limit);
  }

  const isStatusOnly = (q: { user_id?: number; property_id?: number; from_date?: string; to_date?: string }) =>
    !q.user_id && !q.property_id && !q.from_date && !q.to_date;

  const baseFilter = (q: { user_id?: number; property_id?: number; status?: OrderStatus }) =>
    and(
      q.user_id ? eq(orders.user_id, q.user_id) : undefined,
      q.property_id ? eq(orders.property_id, q.property_id) : undefined,
      q.status ? eq(orders.status, q.status) : undefined,
    );

  const reportFilter = (q: {
    user_id?: number;
    property_id?: number;
    status?: OrderStatus;
    from_date?: string;
    to_date?: string;
    time_zone?: string;
  }) => and(baseFilter(q), dateRange(orders.created_at, q.from_date, q.to_date, q.time_zone));

  /** The report's page plus the count, units and amount of the whole filtered set, in one pass for the totals. */
  async function report(
    where: SQL | undefined,
    page: number,
    limit: number,
    query: unknown,
  ): Promise<OrderReportResponse> {
    const [rows, [totals]] = await Promise.all([
      selectOrders(db)
        .where(where)
        .orderBy(
          ...sortOrder(query, ORDER_REPORT_SORT_KEYS, orderSortColumns, orders.id, [
            desc(orders.created_at),
            desc(orders.id),
          ]),
        )
        .limit(limit)
        .offset(offsetOf(page, limit)),
      db
        .select({
          orders: count(),
          units: sql<string>`coalesce(sum(${orders.no_sqyds}), 0)::numeric(20,2)::text`,
          amount: sql<string>`coalesce(sum(${orders.total_amount}), 0)::numeric(24,2)::text`,
        })
        .from(orders)
        .where(where),
    ]);
    const t = totals ?? { orders: 0, units: '0.00', amount: '0.00' };
    return { ...listResponse(rows.map(toOrder), t.orders, page, limit), totals: t };
  }

  async function bookingPercentage(): Promise<number> {
    const [row] = await db
      .select({ value: settings.value })
      .from(settings)
      .where(eq(settings.name, 'booking_amount_percentage'));
    const value = Number(row?.value);
    return Number.isFinite(value) && value >= 0 && value <= 100 ? value : DEFAULT_BOOKING_PERCENTAGE;
  }

  return async (app) => {
    // Cover documents are private (files/fileLinks.ts): every order answer of this module carries a
    // short-lived signed copy of the stored API URL, so the detail's link opens in a new tab without
    // the bearer header. Only callers these routes let through (orders.read at least) get one.
    app.addHook('preSerialization', async (_request, _reply, payload: unknown) => {
      const data = (payload as { data?: unknown } | null)?.data;
      for (const item of Array.isArray(data) ? data : [data]) {
        const order = item as { cover_image_pdf?: unknown } | null;
        if (order && typeof order.cover_image_pdf === 'string')
          order.cover_image_pdf = signFileUrl(ctx.jwtKey, order.cover_image_pdf, ctx.clock());
      }
      return payload;
    });

    app.get(
      '/v2/order',
      { schema: { querystring: orderListQuery, response: { 200: pageOf(orderAnswer) } } },
      async (request) => {
        const q = request.query;
        const where = and(
          baseFilter(q),
          q.queue ? ORDER_QUEUE_FILTERS[q.queue] : undefined,
          q.mine ? eq(orders.assignee_id, staffOf(request).id) : undefined,
        );
        const statusOnly = isStatusOnly(q) && !q.queue && !q.mine;
        return list(where, q.page, q.limit, request.query, statusOnly ? q : undefined, q.queue !== undefined);
      },
    );

    app.get(
      '/order/report',
      { schema: { querystring: orderReportQuery, response: { 200: orderReportAnswer } } },
      async (request): Promise<OrderReportResponse> => {
        const q = request.query;
        return report(reportFilter(q), q.page, q.limit, request.query);
      },
    );

    // Every matching order, streamed in keyset batches: the report pages at most 100 rows and the
    // large data set holds 100,000 orders.
    app.get(
      '/order/report/csv',
      {
        schema: {
          querystring: orderReportCsvQuery,
          response: {
            200: {
              description: 'The report as CSV, one row per order',
              content: { 'text/csv': { schema: z.string() } },
            },
          },
        },
      },
      async (request, reply) => {
        const q = request.query;
        const day = new Date().toISOString().slice(0, 10);
        return (
          reply
            .header('content-type', 'text/csv; charset=utf-8')
            .header('content-disposition', `attachment; filename="order-report-${day}.csv"`)
            .header('cache-control', 'no-store')
            // A stream is piped as it is, never through the response schema (which documents the CSV).
            .send(Readable.from(orderReportCsv(db, reportFilter(q))) as unknown as string)
        );
      },
    );

    // The same export as a link the browser opens itself (a plain navigation saves the file straight
    // to disk, which a page fetching it with the bearer header cannot): the filters are checked now,
    // so a bad one shows on the screen rather than in a blank tab.
    app.post(
      '/order/report/csv/link',
      { schema: { body: orderReportCsvQuery, response: { 200: itemOf(downloadLinkAnswer) } } },
      async (request): Promise<ItemResponse<DownloadLink>> => {
        const link = signDownloadLink(ctx.jwtKey, {
          userId: staffOf(request).id,
          sessionId: sessionOf(request) ?? '',
          path: '/order/report/csv',
          query: request.body,
          now: ctx.clock(),
        });
        return {
          data: { url: `${ctx.config.publicUrl}/api${link.pathAndQuery}`, expires_at: link.expiresAt.toISOString() },
        };
      },
    );

    app.get(
      '/v2/order/filter',
      { schema: { querystring: orderFilterQuery, response: { 200: itemOf(orderFilterAnswer) } } },
      async (request): Promise<ItemResponse<OrderFilterData>> => {
        const q = request.query;
        const pattern = q.search ? containsPattern(q.search) : undefined;
        // People are matched as the search matches them (name with typos, phone with or without the
        // country code, on the trigram indexes), best first; without a search, by name.
        const person = q.search ? readSearchText(q.search) : undefined;
        const [userRows, propertyRows] = await Promise.all([
          db
            .select({ id: users.id, name: users.name })
            .from(users)
            .where(
              and(
                person ? and(isNull(users.deleted_at), personMatches(person)) : undefined,
                exists(db.select({ one: orders.id }).from(orders).where(eq(orders.user_id, users.id))),
              ),
            )
            .orderBy(...(person ? [desc(personRank(person))] : []), asc(users.name), asc(users.id))
            .limit(q.limit),
          db
            .select({ id: projects.id, name: projects.name })
            .from(projects)
            .where(
              and(
                pattern ? ilike(projects.name, pattern) : undefined,
                exists(db.select({ one: orders.id }).from(orders).where(eq(orders.property_id, projects.id))),
              ),
            )
            .orderBy(asc(projects.name), asc(projects.id))
            .limit(q.limit),
        ]);
        return { data: { users: userRows, properties: propertyRows } };
      },
    );

    // An assisted booking: staff record an order a customer placed by phone or in person. The price
    // is the project's current token price, as a customer's own booking would pay.
    app.post(
      '/v2/order',
      { schema: { body: orderCreateBody, response: { 201: itemOf(orderAnswer) } } },
      async (request, reply) => {
        const body = request.body;
        const [[customer], [project]] = await Promise.all([
          db
            .select({ role: users.role, status: users.status })
            .from(users)
            .where(and(eq(users.id, body.user_id), isNull(users.deleted_at))),
          db
            .select({ status: projects.status, token_amount: projects.token_amount })
            .from(projects)
            .where(and(eq(projects.id, body.property_id), isNull(projects.deleted_at))),
        ]);
        if (!customer) throw badRequest('user_id: no such customer');
        if (!project) throw badRequest('property_id: no such project');
        if (customer.role !== ROLE_CUSTOMER) throw badRequest('user_id: orders are booked for customers only');
        if (customer.status !== 'Active') throw conflict(`The customer's account is ${customer.status}`);
        if (project.status !== 'Active')
          throw conflict(`The project is ${project.status}: only Active projects take bookings`);
        const percentage = await bookingPercentage();
        const now = new Date();
        // Money in numeric, computed by the database: no floating-point rounding of amounts.
        const total = sql`round(${body.no_sqyds}::numeric * ${project.token_amount}::numeric, 2)`;
        const row = await db.transaction(async (tx) => {
          const [inserted] = await tx
            .insert(orders)
            .values({
              user_id: body.user_id,
              property_id: body.property_id,
              no_sqyds: body.no_sqyds,
              token_amount: project.token_amount,
              total_amount: total,
              booking_amount: sql`round(${total} * ${String(percentage)}::numeric / 100, 2)`,
              investment_deadline_time: new Date(now.getTime() + 7 * DAY_MS),
              created_at: now,
              updated_at: now,
            })
            .returning();
          const created = found(inserted, 'Order');
          await recordAudit(tx, request, {
            action: 'create',
            record: orderRecord(created.id),
            changes: changesBetween(null, created, {
              only: [
                'user_id',
                'property_id',
                'no_sqyds',
                'token_amount',
                'total_amount',
                'booking_amount',
                'status',
                'investment_deadline_time',
              ],
            }),
            note: 'Booked by staff',
          });
          return created;
        });
        const order = found(await findOrder(db, row.id), 'Order');
        return reply.status(201).send({ data: order, message: 'Order booked' } satisfies ItemResponse<Order>);
      },
    );

    app.get(
      '/order/:order_id',
      { schema: { params: orderIdParams, response: { 200: itemOf(orderAnswer) } } },
      async (request, reply): Promise<ItemResponse<Order>> => {
        const { order_id } = request.params;
        const data = found(await findOrder(db, order_id), 'Order');
        sendVersion(reply, data);
        return { data };
      },
    );

    // A single-field call: works without If-Match (the transition table guards it), honours one when sent.
    app.put(
      '/order/status',
      { schema: { body: orderStatusBody, response: { 200: itemOf(orderAnswer) } } },
      async (request, reply): Promise<ItemResponse<Order>> => {
        const body = request.body;
        const order = found(await findOrder(db, body.order_id), 'Order');
        assertTransition(order.status, body.status);
        const moved = await db.transaction(async (tx) => {
          if (!(await tryMoveOrder(tx, order.id, order.status, body.status, versionMatches(orders.version, request))))
            return false;
          await recordAudit(tx, request, {
            action: 'status_change',
            record: orderRecord(order.id),
            changes: [{ field: 'status', before: order.status, after: body.status }],
            note: body.reason ?? null,
          });
          if (body.status === 'Cancel_Request_Raised') {
            const reason = body.reason ?? 'Raised by staff';
            const [raised] = await tx
              .insert(cancelRequests)
              .values({ order_id: order.id, reason, previous_order_status: order.status })
              .returning();
            const created = found(raised, 'Cancel request');
            await recordAudit(tx, request, {
              action: 'create',
              record: cancelRequestRecord(created.id, order.id),
              changes: changesBetween(null, created, { only: CANCEL_REQUEST_CREATED }),
              note: reason,
            });
          }
          return true;
        });
        const data = found(await findOrder(db, order.id), 'Order');
        if (!moved) {
          if (ifMatchVersions(request) !== null) throw staleVersion('Order', data);
          throw conflict('Order status changed meanwhile; reload and try again');
        }
        sendVersion(reply, data);
        return { data, message: 'Order status updated' };
      },
    );

    // Claim (yourself), assign (a colleague who may move orders) or release (null): a recorded change
    // of the order (its version moves); honours an If-Match when sent, as the lists send the row's.
    app.put(
      '/order/:order_id/assignee',
      { schema: { params: orderIdParams, body: assignBody, response: { 200: itemOf(orderAnswer) } } },
      async (request, reply): Promise<ItemResponse<Order>> => {
        const { order_id } = request.params;
        const body = request.body;
        found(await findOrder(db, order_id), 'Order');
        await assertAssignable(db, body.assignee_id, 'order');
        const updated = await auditedUpdate<typeof orders.$inferSelect>(db, request, {
          table: orders,
          key: eq(orders.id, order_id),
          condition: and(versionMatches(orders.version, request), notHeldByOthers(orders.assignee_id, request)),
          set: {
            assignee_id: body.assignee_id,
            assigned_at: body.assignee_id === null ? null : new Date(),
            updated_at: new Date(),
            version: nextVersion(orders.version),
          },
          record: (row) => orderRecord(row.id),
          changes: { only: ['assignee_id'] },
        });
        const data = found(await findOrder(db, order_id), 'Order');
        if (!updated) throw refusedAssignment(request, 'Order', data, data.assignee, `Order #${order_id}`);
        sendVersion(reply, data);
        return { data, message: data.assignee ? `Order assigned to ${data.assignee.name}` : 'Order released' };
      },
    );

    // Honours an If-Match when sent, as do the times below: the order detail sends the version it shows.
    app.post(
      '/order/addCoverImageOrder/:order_id',
      { schema: { params: orderIdParams, response: { 200: itemOf(orderCoverAnswer) } } },
      async (request, reply): Promise<ItemResponse<OrderCoverResult>> => {
        const { order_id } = request.params;
        found(await findOrder(db, order_id), 'Order');
        if (!request.isMultipart()) throw badRequest('cover_image_legal is required (multipart/form-data, PDF)');
        const part = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
        if (!part || part.fieldname !== 'cover_image_legal')
          throw badRequest('cover_image_legal is required (multipart/form-data, PDF)');
        const { stored } = await storeChecked(ctx.files, part, {
          field: 'cover_image_legal',
          accepted: ['application/pdf'],
          refusal: 'cover_image_legal: only PDF files are accepted',
          maxBytes: COVER_MAX_BYTES,
          tooLarge: 'cover_image_legal: file is larger than 10 MB',
          access: 'order_cover',
        });
        const row = await auditedUpdate<typeof orders.$inferSelect>(db, request, {
          table: orders,
          key: eq(orders.id, order_id),
          condition: versionMatches(orders.version, request),
          set: { cover_image_pdf: stored.url, updated_at: new Date(), version: nextVersion(orders.version) },
          action: 'file_upload',
          record: (order) => orderRecord(order.id),
          changes: { only: ['cover_image_pdf'] },
          note: part.filename,
        });
        if (!row) throw staleVersion('Order', found(await findOrder(db, order_id), 'Order'));
        sendVersion(reply, row);
        return { data: { cover_image_pdf: stored.url, version: row.version }, message: 'Cover document uploaded' };
      },
    );

    app.post(
      '/order/update-order-time-status/:order_id',
      { schema: { params: orderIdParams, body: orderTimeBody, response: { 200: itemOf(orderTimeAnswer) } } },
      async (request, reply): Promise<ItemResponse<OrderTimeResult>> => {
        const { order_id } = request.params;
        const body = request.body;
        found(await findOrder(db, order_id), 'Order');
        const toDate = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
        const row = await auditedUpdate<typeof orders.$inferSelect>(db, request, {
          table: orders,
          key: eq(orders.id, order_id),
          condition: versionMatches(orders.version, request),
          set: {
            investment_deadline_time: toDate(body.investment_deadline_time),
            document_sign_time: toDate(body.document_sign_time),
            payment_time: toDate(body.payment_time),
            updated_at: new Date(),
            version: nextVersion(orders.version),
          },
          record: (order) => orderRecord(order.id),
          changes: { only: ['investment_deadline_time', 'document_sign_time', 'payment_time'] },
        });
        if (!row) throw staleVersion('Order', found(await findOrder(db, order_id), 'Order'));
        const o = row;
        sendVersion(reply, o);
        return {
          data: {
            investment_deadline_time: isoOrNull(o.investment_deadline_time),
            document_sign_time: isoOrNull(o.document_sign_time),
            payment_time: isoOrNull(o.payment_time),
            version: o.version,
          },
          message: 'Order time updated',
        };
      },
    );
  };
}
