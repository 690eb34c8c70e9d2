/** Orders: list, filter choices, booking, detail, status, assignee, cover document, times (the report: report-routes.ts). */
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type {
  ItemResponse,
  Order,
  OrderCoverResult,
  OrderFilterData,
  OrderTimeResult,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { orders } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { isoOrNull } from '../../http/dates';
import { conflict } from '../../http/errors';
import { itemOf, pageOf } from '../../http/responses';
import { ifMatchVersions, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { assignBody, claimGuard, refusedAssignment } from '../queues/assignment';
import { orderAnswer, orderCoverAnswer, orderFilterAnswer, orderTimeAnswer } from './answers';
import { assignOrder, attachCover, bookOrder, moveOrderStatus, setOrderTimes } from './commands';
import { receiveCover, signCoverLinks } from './cover';
import { listOrders, orderFilterChoices, orderOf } from './repository';
import {
  orderCreateBody,
  orderFilterQuery,
  orderIdParams,
  orderListQuery,
  orderStatusBody,
  orderTimeBody,
} from './schemas';

export function orderRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  return async (app) => {
    app.addHook('preSerialization', signCoverLinks(ctx));

    app.get(
      '/v2/order',
      { schema: { querystring: orderListQuery, response: { 200: pageOf(orderAnswer) } } },
      (request) => listOrders(db, request.query, staffOf(request).id),
    );

    app.get(
      '/v2/order/filter',
      { schema: { querystring: orderFilterQuery, response: { 200: itemOf(orderFilterAnswer) } } },
      async (request): Promise<ItemResponse<OrderFilterData>> => ({
        data: await orderFilterChoices(db, request.query),
      }),
    );

    // An assisted booking: staff record an order a customer placed by phone or in person.
    app.post(
      '/v2/order',
      { schema: { body: orderCreateBody, response: { 201: itemOf(orderAnswer) } } },
      async (request, reply) => {
        const orderId = await bookOrder(db, auditSourceOf(request), request.body);
        return reply
          .status(201)
          .send({ data: await orderOf(db, orderId), message: 'Order booked' } satisfies ItemResponse<Order>);
      },
    );

    app.get(
      '/order/:order_id',
      { schema: { params: orderIdParams, response: { 200: itemOf(orderAnswer) } } },
      async (request, reply): Promise<ItemResponse<Order>> => {
        const data = await orderOf(db, request.params.order_id);
        sendVersion(reply, data);
        return { data };
      },
    );

    // A single-field call: works without If-Match (the transition table guards it), honours one when sent.
    app.put(
      '/order/status',
      { schema: { body: orderStatusBody, response: { 200: itemOf(orderAnswer) } } },
      async (request, reply): Promise<ItemResponse<Order>> => {
        const order = await orderOf(db, request.body.order_id);
        const sameVersion = versionMatches(orders.version, request);
        const by = auditSourceOf(request);
        const moved = await moveOrderStatus(db, by, order, request.body, sameVersion, config.mailFrom);
        const data = await orderOf(db, order.id);
        if (!moved && ifMatchVersions(request) !== null) throw staleVersion('Order', data);
        if (!moved) throw conflict('Order status changed meanwhile; reload and try again');
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
        await orderOf(db, order_id);
        const guard = claimGuard(orders, request);
        const updated = await assignOrder(db, auditSourceOf(request), order_id, request.body.assignee_id, guard);
        const data = await orderOf(db, order_id);
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
        await orderOf(db, order_id);
        const cover = await receiveCover(ctx, request);
        const row = await attachCover(
          db,
          auditSourceOf(request),
          order_id,
          cover,
          versionMatches(orders.version, request),
        );
        if (!row) throw staleVersion('Order', await orderOf(db, order_id));
        sendVersion(reply, row);
        return { data: { cover_image_pdf: cover.url, version: row.version }, message: 'Cover document uploaded' };
      },
    );

    app.post(
      '/order/update-order-time-status/:order_id',
      { schema: { params: orderIdParams, body: orderTimeBody, response: { 200: itemOf(orderTimeAnswer) } } },
      async (request, reply): Promise<ItemResponse<OrderTimeResult>> => {
        const { order_id } = request.params;
        await orderOf(db, order_id);
        const sameVersion = versionMatches(orders.version, request);
        const o = await setOrderTimes(db, auditSourceOf(request), order_id, request.body, sameVersion, config.mailFrom);
        if (!o) throw staleVersion('Order', await orderOf(db, order_id));
        sendVersion(reply, o);
        const times = {
          investment_deadline_time: isoOrNull(o.investment_deadline_time),
          document_sign_time: isoOrNull(o.document_sign_time),
          payment_time: isoOrNull(o.payment_time),
        };
        return { data: { ...times, version: o.version }, message: 'Order time updated' };
      },
    );
  };
}
