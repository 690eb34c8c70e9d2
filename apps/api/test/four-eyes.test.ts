// Four eyes: a refund above the threshold, a KYC rejection and the KYC approval that verifies a
// customer take two different staff members; below the threshold one decision suffices.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  AuditEntry,
  CancelRequest,
  Customer,
  ItemResponse,
  KycCheck,
  KycReview,
  ListResponse,
  QueueCounts,
  Setting,
  WalletTransaction,
} from '@admin/api-client/contract';
import { REFUND_SECOND_APPROVAL_SETTING } from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client, ifMatch } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';
import { addEmployee } from './helpers/staff';
import { cancelRequestOf, signInDeciders, type Api } from './helpers/deciders';

describe('four eyes', () => {
  let server: TestServer;
  let admin: Api;
  let operations: Api;
  let compliance: Api;
  let secondCompliance: Api;
  let names: Record<'operations' | 'compliance', string>;
  beforeAll(async () => {
    server = await startServer();
    const deciders = await signInDeciders(server.url);
    [admin, operations, compliance, secondCompliance] = [
      deciders.admin.api,
      deciders.operations.api,
      deciders.compliance.api,
      deciders.secondCompliance.api,
    ];
    names = { operations: deciders.operations.name, compliance: deciders.compliance.name };
  });
  afterAll(() => server.close());

  /** A fresh pending cancel request whose order amounts to about `rupees`. */
  const refundOf = async (rupees: number): Promise<CancelRequest> => (await cancelRequestOf(admin, rupees)).request;
  /** The trail of one record, oldest first. */
  const trailOf = async (type: string, id: number) =>
    (await admin.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=${type}&record_id=${id}&limit=100`)).body.data
      .slice()
      .sort((a, b) => a.id - b.id);
  const refundsOf = async (request: CancelRequest) =>
    (
      await admin.get<ListResponse<WalletTransaction>>(
        `/api/wallet/transactionsfilter?user_id=${request.user_id}&type=refund&limit=100`,
      )
    ).body.data.filter((t) => t.order_id === request.order_id);

  /** The ids of the cancel requests awaiting the caller's confirmation. */
  const awaitingConfirmation = async (api: Api) =>
    (
      await api.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?awaiting_my_confirmation=true&limit=100')
    ).body.data.map((r) => r.id);

  describe('refunds', () => {
    it('an approval above the threshold waits; the same user is refused confirming it (403); another holder confirms it', async () => {
      const request = await refundOf(150_000);
      expect(Number(request.total_amount)).toBeGreaterThan(100_000);
      const first = await operations.post<ItemResponse<CancelRequest>>(
        `/api/v2/admin/cancel/${request.id}/approve`,
        { reason: 'Within the cancellation window' },
        { headers: ifMatch(request.version) },
      );
      expect(first.status).toBe(200);
      expect(first.body.message).toMatch(/awaiting a second approval/);
      expect(first.body.data).toMatchObject({
        status: 'Pending',
        order_status: 'Cancel_Request_Raised',
        decided_by: null,
        awaiting_second_approval: {
          decision: 'Approved',
          reason: 'Within the cancellation window',
          by: { name: names.operations },
          at: expect.any(String),
        },
      });
      expect(first.body.data.version).toBe(request.version + 1);
      expect(await refundsOf(request)).toEqual([]);
      // It is in the queue "Awaiting my confirmation" of whoever may confirm it, never of its first approver.
      expect(await awaitingConfirmation(admin)).toContain(request.id);
      expect(await awaitingConfirmation(operations)).not.toContain(request.id);
      const operationsCount = (await operations.get<ItemResponse<QueueCounts>>('/api/v2/queues')).body.data;
      expect(operationsCount.cancel_confirmation).toBe((await awaitingConfirmation(operations)).length);

      // The first approver can neither confirm, nor send back, nor approve again.
      const own = await operations.post<{ message: string; code: string }>(
        `/api/v2/admin/cancel/${request.id}/confirm`,
        {},
      );
      expect(own).toMatchObject({
        status: 403,
        body: {
          code: 'forbidden',
          message:
            'You made the first decision on this cancel request; a different staff member must confirm it or send it back',
        },
      });
      expect((await operations.post(`/api/v2/admin/cancel/${request.id}/send-back`, {})).status).toBe(403);
      const again = await admin.post<{ message: string }>(`/api/v2/admin/cancel/${request.id}/approve`, {});
      expect(again).toMatchObject({
        status: 409,
        body: { message: expect.stringMatching(/awaiting a second approval/) },
      });
      expect((await admin.post(`/api/v2/admin/cancel/${request.id}/reject`, { reason: 'no' })).status).toBe(409);
      const unchanged = (await admin.get<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}`)).body.data;
      expect(unchanged).toMatchObject({ status: 'Pending', version: first.body.data.version });

      // A stale version is refused; the one shown confirms it.
      expect(
        (await admin.post(`/api/v2/admin/cancel/${request.id}/confirm`, {}, { headers: ifMatch(request.version) }))
          .status,
      ).toBe(409);
      const confirmed = await admin.post<ItemResponse<CancelRequest>>(
        `/api/v2/admin/cancel/${request.id}/confirm`,
        {},
        { headers: ifMatch(unchanged.version) },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data).toMatchObject({
        status: 'Approved',
        order_status: 'Refunded',
        decided_by: 1,
        decision_reason: 'Within the cancellation window',
        awaiting_second_approval: null,
        // Both people stay on the record once it is done.
        decision_by: { by: { name: names.operations }, confirmed_by: { id: 1, name: 'Asha Admin' } },
      });
      expect(await awaitingConfirmation(admin)).not.toContain(request.id);
      expect(await refundsOf(request)).toHaveLength(1);
      expect((await admin.post(`/api/v2/admin/cancel/${request.id}/confirm`, {})).status).toBe(409);

      // Both steps are in the trail, each with its own actor; the refused ones wrote nothing.
      const decisions = (await trailOf('cancel_request', request.id)).filter((e) => e.action === 'decision');
      expect(decisions).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ name: names.operations }),
          note: expect.stringMatching(/^First approval of a refund above ₹1,00,000.00/),
        }),
        expect.objectContaining({
          actor: expect.objectContaining({ name: 'Asha Admin' }),
          note: `Second approval: confirms the approval by ${names.operations} (Within the cancellation window)`,
          changes: expect.arrayContaining([{ field: 'status', before: 'Pending', after: 'Approved' }]),
        }),
      ]);
    });

    it('another holder sends it back: the approval is cleared and the request is decided afresh', async () => {
      const request = await refundOf(250_000);
      await operations.post(`/api/v2/admin/cancel/${request.id}/approve`, {});
      const back = await admin.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/send-back`, {
        reason: 'Check the bank details first',
      });
      expect(back.status).toBe(200);
      expect(back.body.data).toMatchObject({
        status: 'Pending',
        awaiting_second_approval: null,
        order_status: 'Cancel_Request_Raised',
      });
      expect((await admin.post(`/api/v2/admin/cancel/${request.id}/confirm`, {})).body).toEqual({
        message: 'Cancel request is not awaiting a second approval',
      });
      expect((await trailOf('cancel_request', request.id)).at(-1)).toMatchObject({
        action: 'decision',
        actor: { name: 'Asha Admin' },
        note: `Sent back the approval by ${names.operations}: Check the bank details first`,
      });
      // Decided afresh: a rejection needs one decision.
      const rejected = await operations.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/reject`, {
        reason: 'Lock-in period',
      });
      expect(rejected.body.data).toMatchObject({ status: 'Rejected', order_status: 'Booked' });
      expect(await refundsOf(request)).toEqual([]);
    });

    it('below the threshold one approval refunds; the threshold is a setting', async () => {
      const small = await refundOf(5_000);
      expect(Number(small.total_amount)).toBeLessThanOrEqual(100_000);
      const approved = await operations.post<ItemResponse<CancelRequest>>(
        `/api/v2/admin/cancel/${small.id}/approve`,
        {},
      );
      expect(approved.body.data).toMatchObject({
        status: 'Approved',
        order_status: 'Refunded',
        awaiting_second_approval: null,
        decision_by: { by: { name: names.operations }, confirmed_by: null },
      });
      expect(await refundsOf(small)).toHaveLength(1);

      const setting = (await admin.get<ListResponse<Setting>>('/api/setting?limit=100')).body.data.find(
        (s) => s.name === REFUND_SECOND_APPROVAL_SETTING,
      ) as Setting;
      expect(setting.value).toBe('100000');
      // Raising the threshold is a control change: it waits for a second Admin, and meanwhile the
      // threshold holds (the raise the probe used to refund ₹5,11,890 alone).
      const raised = await admin.putAt<ItemResponse<Setting>>(`/api/setting/${setting.id}`, setting.version, {
        name: setting.name,
        value: '1000000',
      });
      expect(raised.body).toMatchObject({
        message: 'Change of refund_second_approval_threshold to 1000000 awaiting a second Admin',
        data: { value: '100000', awaiting_second_approval: { decision: '1000000' } },
      });
      const large = await refundOf(150_000);
      const approved150 = await operations.post<ItemResponse<CancelRequest>>(
        `/api/v2/admin/cancel/${large.id}/approve`,
        {},
      );
      expect(approved150.body.data).toMatchObject({
        status: 'Pending',
        awaiting_second_approval: { decision: 'Approved' },
      });
      // Another Admin sends the change back; a second Operations officer sends the refund back.
      const phone = '8450000001';
      await addEmployee(server.url, admin, {
        name: 'Second Admin',
        phone,
        email: 'second.admin@example.com',
        role: 1,
      });
      const second = client(server.url, (await signIn(server.url, phone)).token);
      expect((await second.post(`/api/setting/${setting.id}/send-back`, {})).status).toBe(200);
      const otherOperations = client(server.url, (await signIn(server.url, '9810000006')).token);
      expect((await otherOperations.post(`/api/v2/admin/cancel/${large.id}/send-back`, {})).status).toBe(200);
    });

    it('the seed has a refund awaiting a second approval', async () => {
      const pending = (await admin.get<ListResponse<CancelRequest>>('/api/v2/admin/cancel?status=Pending&limit=100'))
        .body.data;
      expect(pending.filter((r) => r.awaiting_second_approval !== null)).toEqual([
        expect.objectContaining({
          awaiting_second_approval: expect.objectContaining({
            decision: 'Approved',
            by: expect.objectContaining({ name: names.operations }),
          }),
        }),
      ]);
    });
  });

  describe('KYC', () => {
    const reviewOf = async (id: number) =>
      (await admin.get<ItemResponse<KycReview>>(`/api/v2/customer/${id}/kyc`)).body.data;
    const checkOf = async (id: number, verification: string) =>
      (await reviewOf(id)).checks.find((c) => c.verification === verification) as KycCheck;
    /** Every customer whose overall KYC is as given, all pages. */
    async function customers(kyc = 'pending'): Promise<Customer[]> {
      const all: Customer[] = [];
      for (let page = 1; ; page++) {
        const { data, pager } = (
          await admin.get<ListResponse<Customer>>(`/api/v2/customer?kyc=${kyc}&limit=100&page=${page}`)
        ).body;
        all.push(...data);
        if (!pager.hasMore) return all;
      }
    }
    /** Customers whose checks are as given (in KYC_VERIFICATIONS order) and with nothing awaiting a second approval. */
    async function customersWith(statuses: [string, string, string, string]) {
      const found: Customer[] = [];
      for (const c of await customers()) {
        const k = c.kyc;
        if (
          !k ||
          [
            k.email_verification_status,
            k.aadhar_verification_status,
            k.pan_verification_status,
            k.video_verification_status,
          ].join() !== statuses.join()
        )
          continue;
        if ((await reviewOf(c.id)).checks.some((check) => check.awaiting_second_approval)) continue;
        found.push(c);
      }
      return found;
    }

    it('the approval that would verify a customer waits; the same user is refused (403); a second Compliance officer confirms it', async () => {
      const [customer] = await customersWith(['verified', 'verified', 'verified', 'pending']);
      if (!customer) throw new Error('the seed has no customer with only the video check open');
      const first = await compliance.put<ItemResponse<Customer>>(
        `/api/v2/customer/${customer.id}/kyc`,
        { verification: 'video', status: 'verified', comment: 'Face matches' },
        { headers: ifMatch(customer.version) },
      );
      expect(first.status).toBe(200);
      expect(first.body.message).toBe('KYC video approval awaiting a second approval');
      expect(first.body.data.kyc).toMatchObject({ status: 'pending', video_verification_status: 'pending' });
      expect(await checkOf(customer.id, 'video')).toMatchObject({
        status: 'pending',
        decided_by: null,
        awaiting_second_approval: { decision: 'verified', reason: 'Face matches', by: { name: names.compliance } },
      });

      const own = await compliance.decideKyc<{ message: string }>(
        `/api/v2/customer/${customer.id}/kyc/video/confirm`,
        {},
      );
      expect(own).toMatchObject({
        status: 403,
        body: {
          code: 'forbidden',
          message:
            'You made the first decision on this KYC video check; a different staff member must confirm it or send it back',
        },
      });
      expect(
        (
          await compliance.decideKyc(`/api/v2/customer/${customer.id}/kyc`, {
            verification: 'video',
            status: 'verified',
          })
        ).status,
      ).toBe(409);
      expect((await reviewOf(customer.id)).status).toBe('pending');

      const confirmed = await secondCompliance.post<ItemResponse<Customer>>(
        `/api/v2/customer/${customer.id}/kyc/video/confirm`,
        {},
        { headers: ifMatch(first.body.data.version) },
      );
      expect(confirmed.status).toBe(200);
      expect(confirmed.body.data.kyc).toMatchObject({ status: 'verified', video_verification_status: 'verified' });
      expect(await checkOf(customer.id, 'video')).toMatchObject({
        state: 'approved',
        reason: 'Face matches',
        awaiting_second_approval: null,
        decided_by: { id: expect.any(Number) },
        decision_by: { by: { name: names.compliance }, confirmed_by: { name: 'Priya Raman' } },
      });
      // The reason is the first decider's words: the comment it leaves is theirs, by name.
      expect(confirmed.body.data.comments.at(-1)).toMatchObject({
        comment: 'KYC video verified: Face matches',
        created_by_name: names.compliance,
      });
      const decisions = (await trailOf('customer', customer.id)).filter((e) => e.action === 'decision');
      expect(decisions.slice(-2)).toEqual([
        expect.objectContaining({
          actor: expect.objectContaining({ name: names.compliance }),
          note: 'First approval that verifies the customer, awaiting a second approval: Face matches',
        }),
        expect.objectContaining({
          actor: expect.objectContaining({ name: 'Priya Raman' }),
          note: `Second approval: confirms the decision by ${names.compliance} (Face matches)`,
          changes: expect.arrayContaining([{ field: 'kyc_status', before: 'pending', after: 'verified' }]),
        }),
      ]);
    });

    it('a rejection waits too, and can be sent back by someone else; approving a check that does not verify the customer takes one decision', async () => {
      const [customer] = await customersWith(['pending', 'pending', 'pending', 'pending']);
      if (!customer) throw new Error('the seed has no customer with every check open');
      const email = await compliance.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}/kyc`, {
        verification: 'email',
        status: 'verified',
      });
      expect(email.body).toMatchObject({
        message: 'KYC updated',
        data: { kyc: { email_verification_status: 'verified' } },
      });

      const rejected = await compliance.decideKyc<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}/kyc`, {
        verification: 'pan',
        status: 'rejected',
        comment: 'Blurred scan',
      });
      expect(rejected.body.data.kyc).toMatchObject({ status: 'pending', pan_verification_status: 'pending' });
      expect((await checkOf(customer.id, 'pan')).awaiting_second_approval).toMatchObject({
        decision: 'rejected',
        reason: 'Blurred scan',
      });
      // In the second officer's queue, not the first's; the list's record says it waits.
      const mine = async (api: Api) =>
        (await api.get<ListResponse<Customer>>('/api/v2/customer?awaiting_my_confirmation=true&limit=100')).body.data;
      expect(await mine(secondCompliance)).toContainEqual(
        expect.objectContaining({ id: customer.id, kyc_awaiting_second_approval: true }),
      );
      expect((await mine(compliance)).map((c) => c.id)).not.toContain(customer.id);
      const secondCount = (await secondCompliance.get<ItemResponse<QueueCounts>>('/api/v2/queues')).body.data;
      expect(secondCount.kyc_confirmation).toBe((await mine(secondCompliance)).length);
      expect((await compliance.decideKyc(`/api/v2/customer/${customer.id}/kyc/pan/send-back`, {})).status).toBe(403);

      const back = await secondCompliance.decideKyc<ItemResponse<Customer>>(
        `/api/v2/customer/${customer.id}/kyc/pan/send-back`,
        { reason: 'The scan is readable' },
      );
      expect(back).toMatchObject({ status: 200, body: { data: { kyc: { pan_verification_status: 'pending' } } } });
      expect(await checkOf(customer.id, 'pan')).toMatchObject({ status: 'pending', awaiting_second_approval: null });
      expect((await mine(secondCompliance)).map((c) => c.id)).not.toContain(customer.id);
      expect((await trailOf('customer', customer.id)).at(-1)).toMatchObject({
        actor: { name: 'Priya Raman' },
        note: `Sent back the rejection by ${names.compliance}: The scan is readable`,
      });
      expect((await secondCompliance.decideKyc(`/api/v2/customer/${customer.id}/kyc/pan/confirm`, {})).status).toBe(
        409,
      );
      const comments =
        (await admin.get<ItemResponse<Customer>>(`/api/v2/customer/${customer.id}`)).body.data.comments ?? [];
      expect(JSON.stringify(comments)).toContain('The scan is readable');
    });

    it('the seed has a KYC rejection awaiting a second approval', async () => {
      const waiting: KycCheck[] = [];
      for (const c of await customers('rejected'))
        waiting.push(...(await reviewOf(c.id)).checks.filter((check) => check.awaiting_second_approval));
      expect(waiting).toEqual([
        expect.objectContaining({
          verification: 'pan',
          status: 'pending',
          state: 'submitted',
          awaiting_second_approval: expect.objectContaining({
            decision: 'rejected',
            by: expect.objectContaining({ name: names.compliance }),
          }),
        }),
      ]);
    });
  });
});
