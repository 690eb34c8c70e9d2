/**
 * The controls are controlled (security round 3): the refund threshold stays within its floor and
 * ceiling and a change to it waits for a second Admin, shown as a control change in the trail; and a
 * second approver must be independent of the first (not an account the first created or gave its
 * role to, not one younger than the decision).
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CONTROL_SETTINGS, REFUND_SECOND_APPROVAL_SETTING } from '@admin/api-client/contract';
import type {
  AuditEntry,
  CancelRequest,
  Employee,
  ItemResponse,
  ListResponse,
  Order,
  Setting,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client, ifMatch } from './helpers/http';
import type { TestServer } from './helpers/server';
import { addEmployee, startWithAdmin } from './helpers/staff';

type Api = ReturnType<typeof client>;

describe('controls under four eyes', () => {
  let server: TestServer;
  let asha: Api;
  let phones = 8_400_000_000;

  beforeAll(async () => {
    ({ server, api: asha } = await startWithAdmin());
  });
  afterAll(() => server.close());

  /** A new Admin account created by `by`, signed in. */
  const newAdmin = async (by: Api): Promise<{ api: Api; employee: Employee }> => {
    phones += 1;
    // Their role decides: the seed's other Admin confirms it (the role stays given by `by`).
    const employee = await addEmployee(server.url, by, {
      name: `Admin ${phones}`,
      phone: String(phones),
      email: `admin${phones}@example.com`,
      role: 1,
    });
    const session = await signIn(server.url, String(phones));
    return { api: client(server.url, session.token), employee };
  };
  const threshold = async () => {
    const all = (await asha.get<ListResponse<Setting>>('/api/setting?limit=100')).body.data;
    return all.find((s) => s.name === REFUND_SECOND_APPROVAL_SETTING) as Setting;
  };
  const trail = async (id: number) =>
    (await asha.get<ListResponse<AuditEntry>>(`/api/v2/audit?record_type=setting&record_id=${id}&limit=100`)).body.data;

  it('a second Admin account created by the first approver cannot confirm their refund', async () => {
    const orders = (await asha.get<ListResponse<Order>>('/api/v2/order?limit=100&status=Full_Payment_Done')).body.data;
    const large = orders.find((o) => Number(o.total_amount) > 100000) as Order;
    const raised = await asha.post<ItemResponse<CancelRequest>>('/api/v2/admin/cancel', {
      order_id: large.id,
      reason: 'Asked by the customer',
    });
    expect(raised.status).toBe(201);
    const first = await asha.post<ItemResponse<CancelRequest>>(
      `/api/v2/admin/cancel/${raised.body.data.id}/approve`,
      {},
    );
    expect(first.body.data.awaiting_second_approval).toMatchObject({ by: { name: 'Asha Admin' } });
    const puppet = await newAdmin(asha);
    const refused = await puppet.api.post<{ message: string }>(
      `/api/v2/admin/cancel/${raised.body.data.id}/confirm`,
      {},
    );
    expect(refused).toMatchObject({
      status: 403,
      body: {
        message:
          'Your account was created by Asha Admin, who made the first decision on this cancel request: an approver independent of them must confirm it',
      },
    });
    const still = (await asha.get<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${raised.body.data.id}`)).body
      .data;
    expect(still.status).toBe('Pending');
  });

  it('the refund threshold stays within its floor and ceiling, waits for an independent second Admin, and is a control change in the trail', async () => {
    const control = CONTROL_SETTINGS.find((c) => c.name === REFUND_SECOND_APPROVAL_SETTING);
    const before = await threshold();
    expect(before).toMatchObject({
      value: '100000',
      control: { floor: control?.floor, ceiling: control?.ceiling },
      awaiting_second_approval: null,
    });
    // Two more Admins: B made by Asha; C made by B, before the change is asked for.
    const b = await newAdmin(asha);
    const c = await newAdmin(b.api);

    const tooHigh = await asha.put<{ message: string }>(
      `/api/setting/${before.id}`,
      { name: before.name, value: '99999999999999' },
      { headers: ifMatch(before.version) },
    );
    expect(tooHigh).toMatchObject({
      status: 400,
      body: {
        message: 'value: refund_second_approval_threshold governs a four-eyes control: a number from 0 to 1000000',
      },
    });
    expect((await asha.put(`/api/setting/${before.id}`, { name: before.name, value: '250000' })).status).toBe(428);
    const asked = await asha.put<ItemResponse<Setting>>(
      `/api/setting/${before.id}`,
      { name: before.name, value: '250000' },
      { headers: ifMatch(before.version) },
    );
    expect(asked.body).toMatchObject({
      message: 'Change of refund_second_approval_threshold to 250000 awaiting a second Admin',
      data: { value: '100000', awaiting_second_approval: { decision: '250000', by: { name: 'Asha Admin' } } },
    });
    // Nothing else may be asked meanwhile, and the first approver cannot confirm.
    expect(
      (
        await asha.put(
          `/api/setting/${before.id}`,
          { name: before.name, value: '300000' },
          { headers: ifMatch(asked.body.data.version) },
        )
      ).status,
    ).toBe(409);
    const own = await asha.post<{ message: string }>(`/api/setting/${before.id}/confirm`, {});
    expect(own.status).toBe(403);
    // B was created by Asha; D is younger than the decision.
    const byB = await b.api.post<{ message: string }>(`/api/setting/${before.id}/confirm`, {});
    expect(byB.body.message).toBe(
      'Your account was created by Asha Admin, who made the first decision on this change of refund_second_approval_threshold: an approver independent of them must confirm it',
    );
    const d = await newAdmin(c.api);
    const byD = await d.api.post<{ message: string }>(`/api/setting/${before.id}/confirm`, {});
    expect(byD.status).toBe(403);
    expect(byD.body.message).toMatch(
      /^Your account was created after the first decision on this change of refund_second_approval_threshold \(made [A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M UTC\): an approver whose account is older than the decision must confirm it$/,
    );
    expect((await threshold()).value).toBe('100000');

    const confirmed = await c.api.post<ItemResponse<Setting>>(`/api/setting/${before.id}/confirm`, {});
    expect(confirmed.body).toMatchObject({
      message: 'refund_second_approval_threshold is now 250000 (asked by Asha Admin, confirmed)',
      data: { value: '250000', awaiting_second_approval: null },
    });
    const entries = (await trail(before.id)).filter((e) => e.action === 'control_change');
    expect(entries.map((e) => e.changes.find((ch) => ch.field === 'value')?.after ?? null)).toContain('250000');
    expect(entries.length).toBe(2);

    // A change can be sent back; the value stays.
    const again = await asha.put<ItemResponse<Setting>>(
      `/api/setting/${before.id}`,
      { name: before.name, value: '50000' },
      { headers: ifMatch(confirmed.body.data.version) },
    );
    expect(again.status).toBe(200);
    const back = await b.api.post<ItemResponse<Setting>>(`/api/setting/${before.id}/send-back`, { reason: 'Too low' });
    expect(back.body.data).toMatchObject({ value: '250000', awaiting_second_approval: null });
    // A control setting cannot be deleted (its fallback would apply unasked).
    expect((await asha.delete(`/api/setting/${before.id}`)).status).toBe(409);
  });
});
