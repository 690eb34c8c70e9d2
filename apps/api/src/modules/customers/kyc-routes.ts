/**
 * A customer's KYC: the checks with their evidence, a decision per verification (If-Match required),
 * its second approval or send-back, evidence uploaded on the customer's behalf, and the reviewer.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { Customer, ItemResponse, KycCheck, KycReview } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { PRIVATE_FILE_PERMISSION, signFileUrl } from '../../files/file-links';
import { idParams } from '../../http/fields';
import { itemOf } from '../../http/responses';
import { sendVersion } from '../../http/versioning';
import { assignBody, claimGuard, refusedAssignment } from '../queues/assignment';
import { customerAnswer, kycCheckAnswer, kycReviewAnswer } from './answers';
import { assignKycReviewer } from './commands';
import { receiveEvidence } from './evidence-upload';
import { addKycEvidence, confirmKyc, decideKyc, sendBackKyc } from './kyc-commands';
import { kycCheckOf, readKycReview } from './kyc-review';
import { customerRow, findCustomerOnly } from './repository';
import { kycCheckParams, kycUpdateBody, sendBackBody } from './schemas';

export function customerKycRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db, config } = ctx;
  /** Identity documents open only for those who decide KYC. */
  const reviewFor = async (request: FastifyRequest, id: number): Promise<KycReview> =>
    readKycReview(
      db,
      await customerRow(db, id),
      staffOf(request).permissions.includes(PRIVATE_FILE_PERMISSION.kyc_evidence)
        ? (url) => signFileUrl(ctx.jwtKey, url, ctx.clock())
        : null,
    );
  /** The customer as now, with its version, and the call's message. */
  const answered = async (reply: FastifyReply, id: number, message: string): Promise<ItemResponse<Customer>> => {
    const data = await findCustomerOnly(db, id);
    sendVersion(reply, data);
    return { data, message };
  };

  return async (app) => {
    // A decision on one verification, made on the version the screen shows (If-Match required: 428
    // without, 409 when the customer changed since). A rejection, or the approval that would verify
    // the customer, waits for a second staff member.
    app.put(
      '/v2/customer/:id/kyc',
      { schema: { params: idParams, body: kycUpdateBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> =>
        answered(
          reply,
          request.params.id,
          await decideKyc(db, request, request.params.id, request.body, config.mailFrom),
        ),
    );

    // The second step of a KYC decision awaiting a second approval: someone other than the first
    // decider confirms it (it takes effect, with the first decider's reason) ...
    app.post(
      '/v2/customer/:id/kyc/:verification/confirm',
      { schema: { params: kycCheckParams, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id, verification } = request.params;
        return answered(reply, id, await confirmKyc(db, request, id, verification, config.mailFrom));
      },
    );

    // ... or sends it back: the first decision is cleared and the check awaits a decision again.
    app.post(
      '/v2/customer/:id/kyc/:verification/send-back',
      { schema: { params: kycCheckParams, body: sendBackBody.optional(), response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id, verification } = request.params;
        return answered(reply, id, await sendBackKyc(db, request, id, verification, request.body?.reason));
      },
    );

    // Claim (yourself), assign (a colleague who decides KYC) or release (null) the customer's KYC
    // review: a recorded change of the customer (its version moves); honours an If-Match when sent.
    app.put(
      '/v2/customer/:id/kyc/assignee',
      { schema: { params: idParams, body: assignBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        await customerRow(db, id);
        const by = { ...auditSourceOf(request), staffId: staffOf(request).id };
        const guard = claimGuard({ version: users.version, assignee_id: users.kyc_assignee_id }, request);
        const updated = await assignKycReviewer(db, by, id, request.body.assignee_id, guard);
        const data = await findCustomerOnly(db, id);
        if (!updated)
          throw refusedAssignment(request, 'Customer', data, data.kyc_assignee, `The KYC review of ${data.name}`);
        const holder = data.kyc_assignee?.name;
        return answered(reply, id, holder ? `KYC review assigned to ${holder}` : 'KYC review released');
      },
    );

    app.get(
      '/v2/customer/:id/kyc',
      { schema: { params: idParams, response: { 200: itemOf(kycReviewAnswer) } } },
      async (request): Promise<ItemResponse<KycReview>> => ({ data: await reviewFor(request, request.params.id) }),
    );

    // Staff upload evidence on the customer's behalf (sent by post or e-mail): a pending check then
    // awaits review; a decided one keeps its decision (only a KYC decision changes a status). The files
    // arrive first (a slow upload holds no lock); then, under the customer's lock, they are recorded.
    app.post(
      '/v2/customer/:id/kyc/:verification/evidence',
      { schema: { params: kycCheckParams, response: { 201: itemOf(kycCheckAnswer) } } },
      async (request, reply): Promise<ItemResponse<KycCheck>> => {
        const { id, verification } = request.params;
        await customerRow(db, id);
        const received = await receiveEvidence(ctx, request, verification);
        const status = await addKycEvidence(db, request, id, verification, received);
        reply.status(201);
        return {
          data: kycCheckOf(await reviewFor(request, id), verification),
          message:
            status === 'pending'
              ? 'Evidence added'
              : `Evidence added; the check stays ${status} until a KYC decider sets it back to pending`,
        };
      },
    );
  };
}
