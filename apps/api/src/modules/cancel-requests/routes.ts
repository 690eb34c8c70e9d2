/**
 * Admin cancel requests. Raising one moves the order to Cancel_Request_Raised; approving moves it
 * to Refunded (and records a pending refund transaction); rejecting, with a reason, puts the order
 * back to the status it had when the request was raised. Approving a refund above the threshold
 * setting takes two staff members: the first approval waits until someone else confirms it.
 */
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { CancelRequest, ItemResponse } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { cancelRequests } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { idParams } from '../../http/fields';
import { listResponse } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import { sendVersion } from '../../http/versioning';
import { formatRupees } from '../four-eyes/money';
import { assertIndependentSecond, assertSecondStaff } from '../four-eyes/rules';
import { assignBody, claimGuard, refusedAssignment } from '../queues/assignment';
import { cancelRequestAnswer } from './answers';
import {
  approveCancelRequest,
  assignCancelRequest,
  decideCancelRequest,
  raiseCancelRequest,
  sendBackFirst,
} from './commands';
import { actorsFrom, guardOf } from './decision-inputs';
import { findRequest, listRequests, pendingRequest } from './repository';
import { approveBody, cancelRequestListQuery, createBody, rejectBody, sendBackBody } from './schemas';

const answered = (reply: FastifyReply, data: CancelRequest, message?: string): ItemResponse<CancelRequest> => {
  sendVersion(reply, data);
  return message === undefined ? { data } : { data, message };
};

export function cancelRequestRoutes({ db, config }: AppContext): FastifyPluginAsyncZod {
  const actorOf = actorsFrom(config.mailFrom);
  return async (app) => {
    app.get(
      '/v2/admin/cancel',
      { schema: { querystring: cancelRequestListQuery, response: { 200: pageOf(cancelRequestAnswer) } } },
      async (request) => {
        const { rows, total } = await listRequests(db, request.query, staffOf(request).id);
        return listResponse(rows, total, request.query.page, request.query.limit);
      },
    );

    app.get(
      '/v2/admin/cancel/:id',
      { schema: { params: idParams, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> =>
        answered(reply, await findRequest(db, request.params.id)),
    );

    app.post(
      '/v2/admin/cancel',
      { schema: { body: createBody, response: { 201: itemOf(cancelRequestAnswer) } } },
      async (request, reply) => {
        const { order_id, reason } = request.body;
        const requestId = await raiseCancelRequest(db, auditSourceOf(request), order_id, reason);
        return reply.status(201).send({ data: await findRequest(db, requestId), message: 'Cancel request raised' });
      },
    );

    // Claim (yourself), assign (a colleague who may decide) or release (null): a recorded change of
    // the request (its version moves); honours an If-Match when sent.
    app.put(
      '/v2/admin/cancel/:id/assignee',
      { schema: { params: idParams, body: assignBody, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const [id, by] = [request.params.id, auditSourceOf(request)];
        const applied = await assignCancelRequest(
          db,
          by,
          id,
          request.body.assignee_id,
          claimGuard(cancelRequests, request),
        );
        const data = await findRequest(db, id);
        if (!applied) throw refusedAssignment(request, 'Cancel request', data, data.assignee, `Cancel request #${id}`);
        const holder = data.assignee?.name;
        return answered(reply, data, holder ? `Cancel request assigned to ${holder}` : 'Cancel request released');
      },
    );

    // Approving refunds the order, unless its amount is above the threshold: then the approval
    // waits (the request stays Pending) for a second staff member to confirm it.
    app.post(
      '/v2/admin/cancel/:id/approve',
      { schema: { params: idParams, body: approveBody.optional(), response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const pending = await pendingRequest(db, request.params.id);
        const approval = { reason: request.body?.reason ?? null, guard: guardOf(request) };
        const { data, waitsAbove } = await approveCancelRequest(db, actorOf(request), pending, approval);
        if (waitsAbove === null) return answered(reply, data, 'Cancel request approved: order refunded');
        const [amount, threshold] = [formatRupees(pending.total_amount), formatRupees(waitsAbove)];
        return answered(reply, data, `Refund of ${amount} is above ${threshold}: awaiting a second approval`);
      },
    );

    app.post(
      '/v2/admin/cancel/:id/reject',
      { schema: { params: idParams, body: rejectBody, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const pending = await pendingRequest(db, request.params.id);
        const decision = { status: 'Rejected' as const, reason: request.body.reason };
        const data = await decideCancelRequest(db, actorOf(request), pending, decision, guardOf(request));
        return answered(reply, data, `Cancel request rejected: order back to ${data.previous_order_status}`);
      },
    );

    // The second step of a refund awaiting a second approval: someone other than the first approver
    // confirms it (the order is refunded then, with the first approver's reason) ...
    app.post(
      '/v2/admin/cancel/:id/confirm',
      { schema: { params: idParams, response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const [pending, actor] = [await pendingRequest(db, request.params.id), actorOf(request)];
        const waiting = pending.awaiting_second_approval;
        const first = await assertIndependentSecond(db, waiting, actor.staff.id, 'cancel request');
        const decision = { status: 'Approved' as const, reason: first.reason, firstBy: first.by.id };
        const data = await decideCancelRequest(db, actor, pending, decision, guardOf(request));
        return answered(reply, data, `Refund confirmed (first approved by ${first.by.name}): order refunded`);
      },
    );

    // ... or sends it back: the approval is cleared and the request is Pending as before.
    app.post(
      '/v2/admin/cancel/:id/send-back',
      { schema: { params: idParams, body: sendBackBody.optional(), response: { 200: itemOf(cancelRequestAnswer) } } },
      async (request, reply): Promise<ItemResponse<CancelRequest>> => {
        const [pending, actor] = [await pendingRequest(db, request.params.id), actorOf(request)];
        const first = assertSecondStaff(pending.awaiting_second_approval, actor.staff.id, 'cancel request');
        const sendBack = { firstName: first.by.name, reason: request.body?.reason };
        const data = await sendBackFirst(db, actor, pending, sendBack, guardOf(request));
        const message = `Approval by ${first.by.name} sent back: the cancel request awaits a decision again`;
        return answered(reply, data, message);
      },
    );
  };
}
