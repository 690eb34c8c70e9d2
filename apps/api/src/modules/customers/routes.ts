/** Customers: the users filter, customer read/update, KYC per verification, portfolio. */
import { and, asc, count, desc, eq, ilike, isNotNull, isNull, or, sql, type SQL } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import {
  COMMITTED_ORDER_STATUSES,
  CUSTOMER_SORT_KEYS,
  looksMasked,
  maskPan,
  PAID_ORDER_STATUSES,
  ROLE_CUSTOMER,
} from '@admin/api-client/contract';
import type {
  Customer,
  ItemResponse,
  KycCheck,
  KycReview,
  ListResponse,
  Portfolio,
  PortfolioOrder,
  PortfolioProject,
  RevealedCustomerDetails,
} from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { Tx } from '../../db/connection';
import { customerComments, kycEvidence, orders, projects, users } from '../../db/schema';
import { staffOf } from '../../auth/guard';
import { dateRange, iso } from '../../http/dates';
import { badRequest, found } from '../../http/errors';
import { containsPattern, idParams } from '../../http/fields';
import { listResponse, offsetOf } from '../../http/paging';
import { itemOf, pageOf } from '../../http/responses';
import {
  namesVersion,
  nextVersion,
  requiredVersionMatch,
  sendVersion,
  staleVersion,
  versionMatches,
} from '../../http/versioning';
import { type SortColumns, sortOrder } from '../../http/sorting';
import { findCustomer, selectCustomers, toCustomer } from './mapper';
import { receiveEvidence } from './evidenceUpload';
import { claimReveal, RevealLimitReached } from './revealLimit';
import { customerAnswer, kycCheckAnswer, kycReviewAnswer, portfolioAnswer, revealedAnswer } from './answers';
import { awaitingReview, kycCheckOf, readKycReview, recordSubmission, statusColumn } from './kycReview';
import { PRIVATE_FILE_PERMISSION, signFileUrl } from '../../files/fileLinks';
import {
  applyKycDecision,
  clearKycFirstDecision,
  evidenceClears,
  keepKycFirstDecision,
  type KycRow,
  kycStatusesOf,
  lockKyc,
  needsSecondApproval,
  touchForEvidence,
  waitingKycDecision,
} from './kycDecision';
import { assertIndependentSecond, assertNoFirstDecision, assertSecondStaff } from '../fourEyes/rules';
import {
  customerIdParams,
  customerCommentBody,
  customerUpdateBody,
  kycCheckParams,
  kycUpdateBody,
  sendBackBody,
  userFilterQuery,
} from './schemas';
import { assertAssignable, assignBody, notHeldByOthers, refusedAssignment } from '../queues/assignment';
import { auditedUpdate } from '../../audit/audited';
import { changesBetween } from '../../audit/changes';
import { customerRecord } from '../../audit/labels';
import { recordAudit } from '../../audit/record';
import { kycAwaitingSecondApproval, kycWaitingSince } from '../queues/definitions';

type UserFilter = z.output<typeof userFilterQuery>;

/** Orders whose amount counts as paid (payment done, or already tokenised). */
const PAID = new Set<string>(PAID_ORDER_STATUSES);
/** Orders still going ahead: neither waiting on a cancel request nor refunded. */
const COMMITTED = new Set<string>(COMMITTED_ORDER_STATUSES);
/** A 2-decimal string as an integer count of hundredths (units, or paise for amounts). */
const hundredths = (decimal: string) => Math.round(Number(decimal) * 100);
/** Hundredths back to the API's 2-decimal string. */
const money = (n: number) => (n / 100).toFixed(2);

/** The columns behind the customer list's sort keys (`/users/filter` sorts by the same ones). */
const userSortColumns: SortColumns<(typeof CUSTOMER_SORT_KEYS)[number]> = {
  name: users.name,
  email: users.email,
  status: users.status,
  created_at: users.created_at,
};

export function customerRoutes(ctx: AppContext): FastifyPluginAsyncZod {
  const { db } = ctx;

  async function filterUsers(
    q: UserFilter,
    staffId: number,
    query: unknown,
    scope?: SQL,
  ): Promise<ListResponse<Customer>> {
    const where = and(
      isNull(users.deleted_at),
      scope,
      q.role ? eq(users.role, q.role) : undefined,
      q.kyc ? eq(users.kyc_status, q.kyc) : undefined,
      q.awaiting_review === undefined ? undefined : q.awaiting_review ? awaitingReview : sql`not ${awaitingReview}`,
      q.wallet === 'connected'
        ? isNotNull(users.wallet_address)
        : q.wallet === 'disconnected'
          ? isNull(users.wallet_address)
          : undefined,
      q.search
        ? or(
            ilike(users.name, containsPattern(q.search)),
            ilike(users.phone, containsPattern(q.search)),
            ilike(users.email, containsPattern(q.search)),
          )
        : undefined,
      dateRange(users.created_at, q.from_date, q.to_date, q.time_zone),
      q.mine ? eq(users.kyc_assignee_id, staffId) : undefined,
      q.awaiting_my_confirmation ? kycAwaitingSecondApproval(staffId) : undefined,
    );
    // The review queue is worked from the customer who has waited longest since submitting.
    const order =
      q.awaiting_review === true
        ? [sql`${kycWaitingSince} asc nulls last`, asc(users.id)]
        : [desc(users.created_at), desc(users.id)];
    const [rows, [total]] = await Promise.all([
      // An explicit sort wins; without one, the queue's oldest-first or the newest-first default.
      selectCustomers(db)
        .where(where)
        .orderBy(...sortOrder(query, CUSTOMER_SORT_KEYS, userSortColumns, users.id, order))
        .limit(q.limit)
        .offset(offsetOf(q.page, q.limit)),
      db.select({ n: count() }).from(users).where(where),
    ]);
    return listResponse(rows.map(toCustomer), total?.n ?? 0, q.page, q.limit);
  }

  const findCustomerOnly = async (id: number) =>
    found(await findCustomer(db, id, eq(users.role, ROLE_CUSTOMER)), 'Customer');

  /** A live customer's row as stored (404 for anyone else). */
  const customerRow = async (id: number) => {
    const [row] = await db
      .select()
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
    return found(row, 'Customer');
  };
  /**
   * Runs a KYC decision (a decision, its confirmation or send-back) in one transaction on the
   * customer's locked row, made on the version the caller names: 428 without If-Match, 409 with the
   * customer as it is now when the version moved (someone decided, or evidence came, meanwhile).
   * `decide` answers the call's message.
   */
  const decideUnderLock = async (
    request: FastifyRequest,
    id: number,
    decide: (tx: Tx, locked: KycRow) => Promise<string>,
  ): Promise<string> => {
    const message = await db.transaction(async (tx) => {
      const locked = await lockKyc(tx, id);
      return namesVersion(request, locked.version, 'Customer') ? decide(tx, locked) : null;
    });
    if (message === null) throw staleVersion('Customer', await findCustomerOnly(id));
    return message;
  };

  /** Identity documents open only for those who decide KYC. */
  const reviewFor = async (request: FastifyRequest, id: number) =>
    readKycReview(
      db,
      await customerRow(id),
      staffOf(request).permissions.includes(PRIVATE_FILE_PERMISSION.kyc_evidence)
        ? (url) => signFileUrl(ctx.jwtKey, url, ctx.clock())
        : null,
    );

  /** A customer's PAN and bank details as stored (404 for anyone but a live customer). */
  const storedSecrets = async (id: number): Promise<RevealedCustomerDetails> => {
    const [row] = await db
      .select({ pan_number: users.pan_number, bank_details: users.bank_details })
      .from(users)
      .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
    return found(row, 'Customer');
  };

  /**
   * The edit form pre-fills PAN from a GET, which answers it masked, and sends it back: that copy
   * unchanged means "keep the PAN" (left out of the update); any other masked-looking value would
   * overwrite the real PAN with dots, so it is refused.
   */
  const panChange = (sent: string | null | undefined, stored: string | null): { pan_number?: string | null } => {
    if (sent === undefined) return {};
    if (sent !== null && stored !== null && sent === maskPan(stored)) return {};
    if (sent !== null && looksMasked(sent)) {
      throw badRequest(
        'pan_number: this is a masked PAN, not a real one; send the full PAN to change it, or leave pan_number out to keep it',
      );
    }
    return { pan_number: sent };
  };

  return async (app) => {
    app.get(
      '/users/filter',
      { schema: { querystring: userFilterQuery, response: { 200: pageOf(customerAnswer) } } },
      async (request) => filterUsers(request.query, staffOf(request).id, request.query),
    );

    app.get(
      '/v2/customer',
      { schema: { querystring: userFilterQuery.omit({ role: true }), response: { 200: pageOf(customerAnswer) } } },
      async (request) => {
        const q = request.query;
        return filterUsers(q, staffOf(request).id, request.query, eq(users.role, ROLE_CUSTOMER));
      },
    );

    app.get(
      '/v2/customer/:id',
      { schema: { params: idParams, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        const data = await findCustomerOnly(id);
        sendVersion(reply, data);
        return { data };
      },
    );

    app.put(
      '/v2/customer/:id',
      { schema: { params: idParams, body: customerUpdateBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        const { comment, pan_number: pan, ...others } = request.body;
        const fields = { ...others, ...panChange(pan, (await storedSecrets(id)).pan_number) };
        const staff = staffOf(request);
        // A comment alone only adds a note to the history: nothing of anyone's edit is replaced.
        const sameVersion =
          Object.keys(fields).length > 0
            ? requiredVersionMatch(users.version, request, 'Customer')
            : versionMatches(users.version, request);
        const applied = await db.transaction(async (tx) => {
          const [before] = await tx.select().from(users).where(eq(users.id, id));
          const [after] = await tx
            .update(users)
            .set({ ...fields, updated_by: staff.id, updated_at: new Date(), version: nextVersion(users.version) })
            .where(and(eq(users.id, id), sameVersion))
            .returning();
          if (!before || !after) return false;
          if (comment) await tx.insert(customerComments).values({ user_id: id, comment, created_by: staff.id });
          const changes = changesBetween(before, after, { only: Object.keys(fields) });
          await recordAudit(tx, request, {
            action: changes.length > 0 && changes.every((c) => c.field === 'status') ? 'status_change' : 'update',
            record: customerRecord(after),
            changes: comment ? [...changes, { field: 'comment', before: null, after: comment }] : changes,
            note: comment ?? null,
          });
          return true;
        });
        const data = await findCustomerOnly(id);
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
        const { comment } = request.body;
        const staff = staffOf(request);
        await findCustomerOnly(id);
        await db.transaction(async (tx) => {
          const customer = found((await tx.select().from(users).where(eq(users.id, id)))[0], 'Customer');
          await tx.insert(customerComments).values({ user_id: id, comment, created_by: staff.id });
          await recordAudit(tx, request, {
            action: 'update',
            record: customerRecord(customer),
            changes: [{ field: 'comment', before: null, after: comment }],
            note: comment,
          });
        });
        const data = await findCustomerOnly(id);
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
        const { id } = request.params;
        const staff = staffOf(request);
        // Who saw whose full PAN and bank details, and when: the values themselves are never written.
        const data = await db.transaction(async (tx) => {
          await claimReveal(tx, staff.id, ctx.config.revealLimitPerHour).catch((error: unknown) => {
            if (error instanceof RevealLimitReached) {
              ctx.metrics.revealLimitReached();
              request.log.warn({ userId: staff.id, limit: error.limit }, 'Reveal limit reached');
              reply.header('retry-after', String(error.retryAfterSeconds));
            }
            throw error;
          });
          const [row] = await tx
            .select({ name: users.name, pan_number: users.pan_number, bank_details: users.bank_details })
            .from(users)
            .where(and(eq(users.id, id), eq(users.role, ROLE_CUSTOMER), isNull(users.deleted_at)));
          const customer = found(row, 'Customer');
          await recordAudit(tx, request, {
            action: 'pan_reveal',
            record: customerRecord({ id, name: customer.name }),
            note: 'PAN and bank details shown in full',
          });
          return { pan_number: customer.pan_number, bank_details: customer.bank_details };
        });
        reply.header('cache-control', 'no-store');
        return { data };
      },
    );

    // A decision on one verification, made on the version the screen shows (If-Match required: 428
    // without, 409 when the customer changed since). A rejection, or the approval that would verify
    // the customer, waits for a second staff member.
    app.put(
      '/v2/customer/:id/kyc',
      { schema: { params: idParams, body: kycUpdateBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        const body = request.body;
        const staff = staffOf(request);
        const message = await decideUnderLock(request, id, async (tx, locked) => {
          const waiting = await waitingKycDecision(tx, locked, body.verification);
          assertNoFirstDecision(waiting, `KYC ${body.verification} check`);
          if (!needsSecondApproval(kycStatusesOf(locked), body.verification, body.status)) {
            await applyKycDecision(tx, request, locked, {
              verification: body.verification,
              status: body.status,
              comment: body.comment,
              staffId: staff.id,
            });
            return 'KYC updated';
          }
          const decision = body.status as 'verified' | 'rejected';
          const kind = decision === 'rejected' ? 'rejection' : 'approval';
          await keepKycFirstDecision(
            tx,
            request,
            locked,
            body.verification,
            { decision, reason: body.comment ?? null },
            `First ${decision === 'rejected' ? 'rejection' : 'approval that verifies the customer'}, awaiting a second approval${body.comment ? `: ${body.comment}` : ''}`,
          );
          return `KYC ${body.verification} ${kind} awaiting a second approval`;
        });
        const data = await findCustomerOnly(id);
        sendVersion(reply, data);
        return { data, message };
      },
    );

    // The second step of a KYC decision awaiting a second approval: someone other than the first
    // decider confirms it (it takes effect, with the first decider's reason) ...
    app.post(
      '/v2/customer/:id/kyc/:verification/confirm',
      { schema: { params: kycCheckParams, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id, verification } = request.params;
        const staff = staffOf(request);
        const message = await decideUnderLock(request, id, async (tx, locked) => {
          const first = await assertIndependentSecond(
            tx,
            await waitingKycDecision(tx, locked, verification),
            staff.id,
            `KYC ${verification} check`,
          );
          await applyKycDecision(tx, request, locked, {
            verification,
            status: first.decision,
            comment: first.reason ?? undefined,
            staffId: staff.id,
            note: `Second approval: confirms the decision by ${first.by.name}${first.reason ? ` (${first.reason})` : ''}`,
            cleared: first,
          });
          return `KYC ${verification} ${first.decision} (first decided by ${first.by.name}, confirmed)`;
        });
        const data = await findCustomerOnly(id);
        sendVersion(reply, data);
        return { data, message };
      },
    );

    // ... or sends it back: the first decision is cleared and the check awaits a decision again.
    app.post(
      '/v2/customer/:id/kyc/:verification/send-back',
      { schema: { params: kycCheckParams, body: sendBackBody.optional(), response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id, verification } = request.params;
        const body = request.body ?? {};
        const staff = staffOf(request);
        const message = await decideUnderLock(request, id, async (tx, locked) => {
          const first = assertSecondStaff(
            await waitingKycDecision(tx, locked, verification),
            staff.id,
            `KYC ${verification} check`,
          );
          await clearKycFirstDecision(
            tx,
            request,
            locked,
            verification,
            first,
            `Sent back the ${first.decision === 'rejected' ? 'rejection' : 'approval'} by ${first.by.name}${body.reason ? `: ${body.reason}` : ''}`,
          );
          if (body.reason)
            await tx.insert(customerComments).values({
              user_id: id,
              comment: `KYC ${verification} ${first.decision} by ${first.by.name} sent back: ${body.reason}`,
              created_by: staff.id,
            });
          return `KYC ${verification} ${first.decision} by ${first.by.name} sent back`;
        });
        const data = await findCustomerOnly(id);
        sendVersion(reply, data);
        return { data, message };
      },
    );

    // Claim (yourself), assign (a colleague who decides KYC) or release (null) the customer's KYC
    // review: a recorded change of the customer (its version moves); honours an If-Match when sent.
    app.put(
      '/v2/customer/:id/kyc/assignee',
      { schema: { params: idParams, body: assignBody, response: { 200: itemOf(customerAnswer) } } },
      async (request, reply): Promise<ItemResponse<Customer>> => {
        const { id } = request.params;
        const body = request.body;
        await customerRow(id);
        await assertAssignable(db, body.assignee_id, 'kyc');
        const now = new Date();
        const updated = await auditedUpdate<typeof users.$inferSelect>(db, request, {
          table: users,
          key: eq(users.id, id),
          condition: and(versionMatches(users.version, request), notHeldByOthers(users.kyc_assignee_id, request)),
          set: {
            kyc_assignee_id: body.assignee_id,
            kyc_assigned_at: body.assignee_id === null ? null : now,
            updated_by: staffOf(request).id,
            updated_at: now,
            version: nextVersion(users.version),
          },
          record: customerRecord,
          changes: { only: ['kyc_assignee_id'] },
        });
        const data = await findCustomerOnly(id);
        if (!updated)
          throw refusedAssignment(request, 'Customer', data, data.kyc_assignee, `The KYC review of ${data.name}`);
        sendVersion(reply, data);
        return {
          data,
          message: data.kyc_assignee ? `KYC review assigned to ${data.kyc_assignee.name}` : 'KYC review released',
        };
      },
    );

    app.get(
      '/v2/customer/:id/kyc',
      { schema: { params: idParams, response: { 200: itemOf(kycReviewAnswer) } } },
      async (request): Promise<ItemResponse<KycReview>> => {
        const { id } = request.params;
        return { data: await reviewFor(request, id) };
      },
    );

    // Staff upload evidence on the customer's behalf (sent by post or e-mail): a pending check then
    // awaits review; a decided one keeps its decision (only a KYC decision changes a status).
    app.post(
      '/v2/customer/:id/kyc/:verification/evidence',
      { schema: { params: kycCheckParams, response: { 201: itemOf(kycCheckAnswer) } } },
      async (request, reply): Promise<ItemResponse<KycCheck>> => {
        const { id, verification } = request.params;
        await customerRow(id);
        const received = await receiveEvidence(ctx, request, verification);
        const staff = staffOf(request);
        // The files arrive first (a slow upload holds no lock); then, under the customer's lock, they
        // are recorded and the check marked submitted. Its status is a decision's, never the upload's.
        const status = await db.transaction(async (tx) => {
          const locked = await lockKyc(tx, id);
          const waiting = await waitingKycDecision(tx, locked, verification);
          const now = new Date();
          await tx.insert(kycEvidence).values(
            received.map(({ stored, name }) => ({
              user_id: id,
              verification,
              url: stored.url,
              file_name: name,
              mime_type: stored.mimeType,
              size: stored.size,
              submitted_by: staff.id,
              submitted_at: now,
            })),
          );
          await recordSubmission(tx, id, verification, now);
          await touchForEvidence(tx, locked, now);
          await recordAudit(tx, request, {
            action: 'file_upload',
            record: customerRecord(locked),
            changes: evidenceClears(verification, waiting),
            note: `KYC ${verification} evidence: ${received.map(({ name }) => name).join(', ')}`,
          });
          return locked[statusColumn(verification)];
        });
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

    app.get(
      '/me/portfolioById/:customerId',
      { schema: { params: customerIdParams, response: { 200: itemOf(portfolioAnswer) } } },
      async (request): Promise<ItemResponse<Portfolio>> => {
        const { customerId } = request.params;
        // Portfolios are a customer's holdings: staff accounts have none, and must not be read through it.
        const user = await findCustomerOnly(customerId);
        const rows = await db
          .select({ order: orders, property_name: projects.name, unit_price: projects.token_amount })
          .from(orders)
          .innerJoin(projects, eq(projects.id, orders.property_id))
          .where(eq(orders.user_id, customerId))
          .orderBy(desc(orders.created_at), desc(orders.id));
        // Per project, in hundredths (units) and paise (amounts) so that the projects' figures add up
        // exactly to the portfolio's totals, which are their sums.
        const held = new Map<
          number,
          { name: string; committedUnits: number; committed: number; units: number; invested: number; price: number }
        >();
        for (const { order, property_name, unit_price } of rows) {
          if (!COMMITTED.has(order.status)) continue;
          const project = held.get(order.property_id) ?? {
            name: property_name,
            committedUnits: 0,
            committed: 0,
            units: 0,
            invested: 0,
            price: hundredths(unit_price),
          };
          held.set(order.property_id, project);
          project.committedUnits += hundredths(order.no_sqyds);
          project.committed += hundredths(order.total_amount);
          if (PAID.has(order.status)) {
            project.units += hundredths(order.no_sqyds);
            project.invested += hundredths(order.total_amount);
          }
        }
        const perProject = [...held.entries()]
          .map(([property_id, p]) => ({ property_id, ...p, value: Math.round((p.units * p.price) / 100) }))
          .sort((a, b) => a.name.localeCompare(b.name) || a.property_id - b.property_id);
        const sum = (pick: (p: (typeof perProject)[number]) => number) =>
          perProject.reduce((total, p) => total + pick(p), 0);
        const units = sum((p) => p.units);
        const invested = sum((p) => p.invested);
        const value = sum((p) => p.value);
        const portfolioOrders = rows.map(
          ({ order, property_name }): PortfolioOrder => ({
            id: order.id,
            status: order.status,
            property_id: order.property_id,
            no_sqyds: order.no_sqyds,
            total_amount: order.total_amount,
            created_at: iso(order.created_at),
            updated_at: iso(order.updated_at),
            user_name: user.name,
            user_id: user.id,
            property_name,
          }),
        );
        return {
          data: {
            user,
            orders: portfolioOrders,
            total_sqyds: money(units),
            current_value: money(value),
            total_invested_amount: money(invested),
            total_returns: money(value - invested),
            committed_sqyds: money(sum((p) => p.committedUnits)),
            committed_amount: money(sum((p) => p.committed)),
            my_investments: held.size,
            projects: perProject.map(
              (p): PortfolioProject => ({
                property_id: p.property_id,
                property_name: p.name,
                committed_sqyds: money(p.committedUnits),
                committed_amount: money(p.committed),
                total_sqyds: money(p.units),
                total_invested_amount: money(p.invested),
                current_value: money(p.value),
              }),
            ),
          },
        };
      },
    );
  };
}
