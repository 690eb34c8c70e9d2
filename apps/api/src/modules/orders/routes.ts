/** Orders: list, report, filter choices, detail, status, cover document, times. */
import { and, asc, count, desc, eq, exists, sql, type SQL } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import type { ItemResponse, ListResponse, Order, OrderCoverResult, OrderFilterData, OrderStatus, OrderTimeResult } from '@admin/api-client';
import type { AppContext } from '../../context';
import { cancelRequests, orderStatusCounts, orders, projects, users } from '../../db/schema';
import { dateRange, isoOrNull } from '../../http/dates';
import { badRequest, found, HttpError } from '../../http/errors';
import { listResponse, offsetOf } from '../../http/paging';
import { parse } from '../../http/validate';
import { findOrder, selectOrders, toOrder } from './mapper';
import { orderIdParams, orderListQuery, orderReportQuery, orderStatusBody, orderTimeBody } from './schemas';
import { assertTransition, moveOrder } from './transitions';

export const COVER_MAX_BYTES = 10 * 1024 * 1024;

export function orderRoutes(ctx: AppContext): FastifyPluginAsync {
  const { db } = ctx;

  /** `statusOnly`: the filter is at most a status, so the trigger-kept per-status counts give the total. */
  async function list(where: SQL | undefined, page: number, limit: number, statusOnly?: { status?: OrderStatus }): Promise<ListResponse<Order>> {
    const total = statusOnly
      ? db
          .select({ n: sql<number>`coalesce(sum(${orderStatusCounts.n}), 0)::int` })
          .from(orderStatusCounts)
          .where(statusOnly.status ? eq(orderStatusCounts.status, statusOnly.status) : undefined)
      : db.select({ n: count() }).from(orders).where(where);
    const [rows, [counted]] = await Promise.all([
      selectOrders(db)
        .where(where)
        .orderBy(desc(orders.created_at), desc(orders.id))
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

  return async (app) => {
    app.get('/v2/order', async (request) => {
      const q = parse(orderListQuery, request.query, 'query');
      return list(baseFilter(q), q.page, q.limit, isStatusOnly(q) ? q : undefined);
    });

    app.get('/order/report', async (request) => {
      const q = parse(orderReportQuery, request.query, 'query');
      return list(and(baseFilter(q), dateRange(orders.created_at, q.from_date, q.to_date)), q.page, q.limit, isStatusOnly(q) ? q : undefined);
    });

    app.get('/v2/order/filter', async (): Promise<ItemResponse<OrderFilterData>> => {
      const [userRows, propertyRows] = await Promise.all([
        db
          .select({ id: users.id, name: users.name })
          .from(users)
          .where(exists(db.select({ one: orders.id }).from(orders).where(eq(orders.user_id, users.id))))
          .orderBy(asc(users.name), asc(users.id)),
        db
          .select({ id: projects.id, name: projects.name })
          .from(projects)
          .where(exists(db.select({ one: orders.id }).from(orders).where(eq(orders.property_id, projects.id))))
          .orderBy(asc(projects.name), asc(projects.id)),
      ]);
      return { data: { users: userRows, properties: propertyRows } };
    });

    app.get('/order/:order_id', async (request): Promise<ItemResponse<Order>> => {
      const { order_id } = parse(orderIdParams, request.params, 'params');
      return { data: found(await findOrder(db, order_id), 'Order') };
    });

    app.put('/order/status', async (request): Promise<ItemResponse<Order>> => {
      const body = parse(orderStatusBody, request.body, 'body');
      const order = found(await findOrder(db, body.order_id), 'Order');
      assertTransition(order.status, body.status);
      await db.transaction(async (tx) => {
        await moveOrder(tx, order.id, order.status, body.status);
        if (body.status === 'Cancel_Request_Raised') {
          await tx.insert(cancelRequests).values({
            order_id: order.id,
            reason: body.reason ?? 'Raised by staff',
            previous_order_status: order.status,
          });
        }
      });
      return { data: found(await findOrder(db, order.id), 'Order'), message: 'Order status updated' };
    });

    app.post('/order/addCoverImageOrder/:order_id', async (request): Promise<ItemResponse<OrderCoverResult>> => {
      const { order_id } = parse(orderIdParams, request.params, 'params');
      found(await findOrder(db, order_id), 'Order');
      if (!request.isMultipart()) throw badRequest('cover_image_legal is required (multipart/form-data, PDF)');
      const part = await request.file({ limits: { fileSize: COVER_MAX_BYTES, files: 1 } });
      if (!part || part.fieldname !== 'cover_image_legal') throw badRequest('cover_image_legal is required (multipart/form-data, PDF)');
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (error) {
        if ((error as { statusCode?: number }).statusCode === 413) throw new HttpError(413, 'cover_image_legal: file is larger than 10 MB');
        throw error;
      }
      // toBuffer can miss the limit when it is reached on the last chunk (seen under load): check again.
      if (part.file.truncated) throw new HttpError(413, 'cover_image_legal: file is larger than 10 MB');
      if (part.mimetype !== 'application/pdf' || content.subarray(0, 5).toString('latin1') !== '%PDF-') {
        throw badRequest('cover_image_legal: only PDF files are accepted');
      }
      const stored = await ctx.files.put(content, 'application/pdf', part.filename);
      await db.update(orders).set({ cover_image_pdf: stored.url, updated_at: new Date() }).where(eq(orders.id, order_id));
      return { data: { cover_image_pdf: stored.url }, message: 'Cover document uploaded' };
    });

    app.post('/order/update-order-time-status/:order_id', async (request): Promise<ItemResponse<OrderTimeResult>> => {
      const { order_id } = parse(orderIdParams, request.params, 'params');
      const body = parse(orderTimeBody, request.body, 'body');
      found(await findOrder(db, order_id), 'Order');
      const toDate = (v: string | undefined) => (v === undefined ? undefined : new Date(v));
      const [row] = await db
        .update(orders)
        .set({
          investment_deadline_time: toDate(body.investment_deadline_time),
          document_sign_time: toDate(body.document_sign_time),
          payment_time: toDate(body.payment_time),
          updated_at: new Date(),
        })
        .where(eq(orders.id, order_id))
        .returning();
      const o = found(row, 'Order');
      return {
        data: {
          investment_deadline_time: isoOrNull(o.investment_deadline_time),
          document_sign_time: isoOrNull(o.document_sign_time),
          payment_time: isoOrNull(o.payment_time),
        },
        message: 'Order time updated',
      };
    });
  };
}
