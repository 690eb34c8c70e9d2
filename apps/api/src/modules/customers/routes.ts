/** Customers: the users filter, customer read and edit, comments, the reveal of secrets, the portfolio (KYC: kyc-routes.ts). */
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ROLE_CUSTOMER } from '@admin/api-client/contract';
import type { Customer, ItemResponse, Portfolio, RevealedCustomerDetails } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { auditSourceOf } from '../../audit/record';
import { idParams } from '../../http/fields';
import { itemOf, pageOf } from '../../http/responses';
import { requiredVersionMatch, sendVersion, staleVersion, versionMatches } from '../../http/versioning';
import { customerAnswer, portfolioAnswer, revealedAnswer } from './answers';
import { addCustomerComment, editedFields, revealCustomerSecrets, updateCustomer } from './commands';
import { portfolioOf } from './portfolio';
import { filterUsers, findCustomerOnly, storedSecrets } from './repository';
import { RevealLimitReached } from './reveal-limit';
import { customerCommentBody, customerIdParams, customerUpdateBody, userFilterQuery } from './schemas';

/** Who acts, for the trail and the record's `updated_by`. */
const actorOf = (request: FastifyRequest) => ({ ...auditSourceOf(request), staffId: staffOf(request).id });

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;
  return async (app) => {
    app.get(
      '/users/filter',
      { schema: { querystring: userFilterQuery, response: { 200: pageOf(customerAnswer) } } },
      async (request) => filterUsers(db, request.query, staffOf(request).id),
    );

    app.get(
      '/v2/customer',
      { schema: { querystring: userFilterQuery.omit({ role: true }), response: { 200: pageOf(customerAnswer) } } },
      async (request) => filterUsers(db, request.query, staffOf(request).id, eq(users.role, ROLE_CUSTOMER)),
    );

    app.get(
      '/v2/customer/:id',
      { schema: { params: idParams, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const data = await findCustomerOnly(db, request.params.id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/customer/:id',
      { schema: { params: idParams, body: customerUpdateBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        const fields = editedFields(request.body, (await storedSecrets(db, id)).pan_number);
        // A comment alone only adds a note to the history: nothing of anyone's edit is replaced.
        const sameVersion =
          Object.keys(fields).length > 0
            ? requiredVersionMatch(users.version, request, 'Customer')
            : versionMatches(users.version, request);
        const edit = { fields, comment: request.body.comment };
        const applied = await updateCustomer(db, actorOf(request), id, edit, sameVersion);
        const data = await findCustomerOnly(db, id);
        if (!applied) throw staleVersion('Customer', data);
        sendVersion(reply, data);
        return { data, message: 'Customer updated' };
      },
    );

    // A comment on its own call and permission (customers.comment): Support leaves a note for
    // Compliance without being able to edit the account. It replaces nothing, so it needs no version.
    app.post(
      '/v2/customer/:id/comments',
      { schema: { params: idParams, body: customerCommentBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        await findCustomerOnly(db, id);
        await addCustomerComment(db, actorOf(request), id, request.body.comment);
        const data = await findCustomerOnly(db, id);
        sendVersion(reply, data);
        return { data, message: 'Comment added' };
      },
    );

    // Revealing is its own call (a POST, never cached) so that seeing the full values is a deliberate
    // act of a holder of customers.reveal, never a side effect of opening a list or a record.
    app.post(
      '/v2/customer/:id/reveal',
      { schema: { params: idParams, response: { 200: itemOf(revealedAnswer) } } },
      async (request, reply): Promise<ItemResponse<RevealedCustomerDetails>> => {
        const actor = actorOf(request);
        const limit = ctx.config.revealLimitPerHour;
        const data = await revealCustomerSecrets(db, actor, request.params.id, limit).catch((error: unknown) => {
          if (error instanceof RevealLimitReached) {
            ctx.metrics.revealLimitReached();
            request.log.warn({ userId: actor.staffId, limit: error.limit }, 'Reveal limit reached');
            reply.header('retry-after', String(error.retryAfterSeconds));
          }
          throw error;
        });
        reply.header('cache-control', 'no-store');
        return { data };
      },
    );

    // Portfolios are a customer's holdings: staff accounts have none, and must not be read through it.
    app.get(
      '/me/portfolioById/:customerId',
      { schema: { params: customerIdParams, response: { 200: itemOf(portfolioAnswer) } } },
      async (request): Promise<ItemResponse<Portfolio>> =>
        portfolioOf(db, await findCustomerOnly(db, request.params.customerId)),
    );
  };
}
