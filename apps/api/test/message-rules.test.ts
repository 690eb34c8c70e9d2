/**
 * Event rules (docs/messages.md, "Sent by events"): a decision a rule names writes its template to
 * the customer in the decision's transaction, and the SMTP server on loopback receives it: a refund
 * above the threshold only at its second approval, once; a KYC rejection with its reason; a status
 * move and a deadline extension; one per order of a bulk move; nothing while the rule is off; a
 * customer without an email address gets a failed message, never a rolled-back decision.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CancelRequest,
  Customer,
  CustomerMessage,
  ItemResponse,
  ListResponse,
  MessageRule,
  Order,
  Template,
  WalletTransaction,
} from '@admin/api-client/contract';
import { SEED_TEMPLATES } from '../src/seed/fixtures';
import { amountText } from '../src/modules/messages/commands';
import {
  cancelRequestOf as freshCancelRequest,
  orderOf as freshOrder,
  signInDeciders,
  type Api,
} from './helpers/deciders';
import { startServer, type TestServer } from './helpers/server';
import { testSmtp, type TestSmtp } from './helpers/smtp';
import { until } from './helpers/until';

describe('messages sent by event rules', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Api;
  let operations: Api;
  let compliance: Api;
  let secondCompliance: Api;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.start();
    server = await startServer({ smtpUrl: smtp.url, messagesPerSecond: 50 });
    const deciders = await signInDeciders(server.url);
    [admin, operations, compliance, secondCompliance] = [
      deciders.admin.api,
      deciders.operations.api,
      deciders.compliance.api,
      deciders.secondCompliance.api,
    ];
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  const rules = async () => (await admin.get<{ data: MessageRule[] }>('/api/v2/message-rule')).body.data;
  const ruleOf = async (event: string) => (await rules()).find((r) => r.event === event) as MessageRule;
  const setRule = (rule: MessageRule, change: { template_id: number | null; enabled: boolean }, api = admin) =>
    api.put<ItemResponse<MessageRule>>(`/api/v2/message-rule/${rule.id}`, change, {
      headers: { 'if-match': `"${rule.version}"` },
    });
  const messagesOf = async (path: string) => (await admin.get<{ data: CustomerMessage[] }>(path)).body.data;
  const templateNamed = async (name: string) =>
    (await admin.get<{ data: Template[] }>(`/api/v2/template?search=${encodeURIComponent(name)}`)).body.data.find(
      (t) => t.name === name,
    ) as Template;

  /** A fresh order of about `rupees` for an active customer with an email address (the `customerIndex`th). */
  const orderOf = (rupees: number, customerIndex = 0) => freshOrder(admin, rupees, { withEmail: true, customerIndex });
  /** The same, with its cancel request raised. */
  const cancelRequestOf = (rupees: number) => freshCancelRequest(admin, rupees, { withEmail: true });

  it('seeds an email template for each event, and the migration adds the same ones to an older database', () => {
    const migration = readFileSync(new URL('../src/db/migrations/0027_message_rules.sql', import.meta.url), 'utf8');
    const events = [
      'Refund approved',
      'KYC check rejected',
      'KYC check verified',
      'Order status changed',
      'Deadline extended',
    ];
    for (const name of events) {
      const seeded = SEED_TEMPLATES.find((t) => t.name === name);
      expect(seeded?.kind).toBe('email');
      expect(migration).toContain(`('${name}', '${seeded?.subject}', '${seeded?.body}')`);
    }
  });

  it('sends the refund email only at the second approval of a refund above the threshold, with its amount, once', async () => {
    const { request, order, customer } = await cancelRequestOf(150_000);
    const first = await operations.post<ItemResponse<CancelRequest>>(`/api/v2/admin/cancel/${request.id}/approve`, {});
    expect(first.status).toBe(200);
    expect(first.body.data.awaiting_second_approval).not.toBeNull();
    expect(await messagesOf(`/api/v2/order/${order.id}/messages`)).toEqual([]);
    const aboutThisOrder = () => smtp.received.filter((m) => new RegExp(`order ${order.id}\\b`).test(m.body));
    expect(aboutThisOrder()).toEqual([]);

    const second = await admin.post(`/api/v2/admin/cancel/${request.id}/confirm`, {});
    expect(second.status).toBe(200);
    const [message] = await messagesOf(`/api/v2/order/${order.id}/messages`);
    expect(message).toMatchObject({
      template_name: 'Refund approved',
      cause: { kind: 'event', event: 'refund_approved' },
    });
    const mail = await until(async () => smtp.received.find((m) => m.messageId === message?.message_id));
    expect(mail.to).toContain(customer.email);
    expect(mail.subject).toBe(`Your refund of INR ${amountText(order.total_amount)} is approved`);
    expect(mail.body).toContain(`order ${order.id}`);
    // The amount the customer reads is the refund's (the wallet's refund transaction).
    const refunds = await admin.get<ListResponse<WalletTransaction>>(
      `/api/wallet/transactionsfilter?user_id=${customer.id}&type=refund&limit=100`,
    );
    const refund = refunds.body.data.find((t) => t.order_id === order.id);
    expect(mail.subject).toBe(`Your refund of INR ${amountText(refund?.amount ?? 0)} is approved`);
    await until(async () => (await messagesOf(`/api/v2/order/${order.id}/messages`))[0]?.status === 'sent');
    expect(await messagesOf(`/api/v2/order/${order.id}/messages`)).toHaveLength(1);
    // Once: a moment later, still one mail about the order, and its Message-ID once.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(aboutThisOrder().map((m) => m.messageId)).toEqual([message?.message_id]);
  });

  it('sends the KYC rejection with its reason once confirmed, and the verification of a check', async () => {
    const customers = (await admin.get<ListResponse<Customer>>('/api/v2/customer?kyc=pending&limit=100')).body.data;
    const customer = customers.find(
      (c) => c.email && c.kyc?.pan_verification_status === 'pending' && c.kyc?.email_verification_status === 'pending',
    ) as Customer;
    const path = `/api/v2/customer/${customer.id}`;
    const waits = await compliance.decideKyc(`${path}/kyc`, {
      verification: 'pan',
      status: 'rejected',
      comment: 'The scan is blurred',
    });
    expect(waits.status).toBe(200);
    expect(await messagesOf(`${path}/messages`)).toEqual([]);
    expect((await secondCompliance.decideKyc(`${path}/kyc/pan/confirm`, {})).status).toBe(200);
    const [rejected] = await messagesOf(`${path}/messages`);
    expect(rejected).toMatchObject({ template_name: 'KYC check rejected', cause: { event: 'kyc_rejected' } });
    const mail = await until(async () => smtp.received.find((m) => m.messageId === rejected?.message_id));
    expect(mail.subject).toBe('We could not verify your PAN');
    expect(mail.body).toContain('We could not verify your PAN: The scan is blurred');

    expect((await compliance.decideKyc(`${path}/kyc`, { verification: 'email', status: 'verified' })).status).toBe(200);
    const verified = await until(async () =>
      smtp.received.find((m) => m.to.includes(customer.email ?? '-') && m.subject === 'Your email address is verified'),
    );
    expect(verified.body).toContain(`Hi ${customer.name}`);
  });

  it('sends nothing while the rule is off, and again once it is on', async () => {
    const rule = await ruleOf('refund_approved');
    const off = await setRule(rule, { template_id: rule.template_id, enabled: false });
    expect(off.body).toMatchObject({ message: 'Message rule off', data: { enabled: false } });
    try {
      const { request, order } = await cancelRequestOf(5_000);
      expect((await operations.post(`/api/v2/admin/cancel/${request.id}/approve`, {})).status).toBe(200);
      expect(await messagesOf(`/api/v2/order/${order.id}/messages`)).toEqual([]);
    } finally {
      const on = await setRule(off.body.data, { template_id: rule.template_id, enabled: true });
      expect(on.status).toBe(200);
    }
    const { request, order } = await cancelRequestOf(5_000);
    expect((await operations.post(`/api/v2/admin/cancel/${request.id}/approve`, {})).status).toBe(200);
    expect(await messagesOf(`/api/v2/order/${order.id}/messages`)).toHaveLength(1);
    // The change of the rule is in the trail, by its name.
    const trail = await admin.get<{ data: { action: string; record_label: string }[] }>(
      `/api/v2/audit?record_type=message_rule&record_id=${rule.id}`,
    );
    expect(trail.body.data.map((e) => e.record_label)).toContain('Message when a refund is approved');
  });

  it('sends one message per order of a bulk status move by the status rule, and tells an extended deadline', async () => {
    const template = await templateNamed('Order status changed');
    const created = await admin.post<ItemResponse<MessageRule>>('/api/v2/message-rule', {
      order_status: 'Document_Signature_Pending',
      template_id: template.id,
      enabled: true,
    });
    expect(created.status).toBe(201);
    expect(
      (
        await admin.post('/api/v2/message-rule', {
          order_status: 'Document_Signature_Pending',
          template_id: template.id,
          enabled: true,
        })
      ).status,
    ).toBe(409);
    const orders = [(await orderOf(5_000, 1)).order, (await orderOf(5_000, 2)).order, (await orderOf(5_000, 3)).order];
    // The list's bulk action: one call per order.
    for (const order of orders)
      expect(
        (await operations.put('/api/order/status', { order_id: order.id, status: 'Document_Signature_Pending' }))
          .status,
      ).toBe(200);
    for (const order of orders) {
      const [message] = await messagesOf(`/api/v2/order/${order.id}/messages`);
      expect(message).toMatchObject({ cause: { event: 'order_status:Document_Signature_Pending' } });
      const mail = await until(async () => smtp.received.find((m) => m.messageId === message?.message_id));
      expect(mail.subject).toBe(`Order ${order.id} is now Document Signature Pending`);
    }

    const order = orders[0] as Order;
    const later = new Date(Date.parse(order.investment_deadline_time ?? '') + 3 * 86_400_000).toISOString();
    expect(
      (await operations.post(`/api/order/update-order-time-status/${order.id}`, { investment_deadline_time: later }))
        .status,
    ).toBe(200);
    const earlier = new Date(Date.parse(later) - 86_400_000).toISOString();
    expect(
      (
        await operations.post(`/api/order/update-order-time-status/${order.id}`, {
          investment_deadline_time: earlier,
        })
      ).status,
    ).toBe(200);
    const told = (await messagesOf(`/api/v2/order/${order.id}/messages`)).filter(
      (m) => m.template_name === 'Deadline extended',
    );
    expect(told).toHaveLength(1);
    expect((await admin.delete(`/api/v2/message-rule/${created.body.data.id}`)).status).toBe(200);
    expect((await admin.delete(`/api/v2/message-rule/${(await ruleOf('kyc_verified')).id}`)).status).toBe(409);
  });

  it('records a failed message for a customer without an email address, and the decision stands', async () => {
    const { request, order, customer } = await cancelRequestOf(5_000);
    const edited = await admin.edit(`/api/v2/customer/${customer.id}`, { email: null });
    expect(edited.status).toBe(200);
    expect((await operations.post(`/api/v2/admin/cancel/${request.id}/approve`, {})).status).toBe(200);
    expect((await admin.get<ItemResponse<Order>>(`/api/order/${order.id}`)).body.data.status).toBe('Refunded');
    const [message] = await messagesOf(`/api/v2/order/${order.id}/messages`);
    expect(message).toMatchObject({ status: 'failed', failure_reason: 'This customer has no email address' });
    expect((await admin.post(`/api/v2/message/${message?.id}/retry`, {})).status).toBe(409);
  });

  it('lets only config.write change a rule, and refuses a template the event cannot fill, a one-time code, or on without a template', async () => {
    const rule = await ruleOf('kyc_rejected');
    expect((await operations.get('/api/v2/message-rule')).status).toBe(200);
    const refused = await setRule(rule, { template_id: rule.template_id, enabled: false }, operations);
    expect(refused).toMatchObject({ status: 403, body: { permission: 'config.write' } });
    const refund = await templateNamed('Refund approved');
    expect((await setRule(rule, { template_id: refund.id, enabled: true })).body).toMatchObject({
      message: expect.stringContaining('{{amount}}, {{order_id}}, {{project}}, which this event does not fill'),
    });
    const otp = await templateNamed('OTP message');
    expect((await setRule(rule, { template_id: otp.id, enabled: true })).status).toBe(400);
    expect((await setRule(rule, { template_id: null, enabled: true })).body).toMatchObject({
      message: 'Choose a template before turning the rule on',
    });
    const choices = (await admin.get<{ data: { name: string }[] }>('/api/v2/message-rule/templates')).body.data;
    expect(choices.map((t) => t.name)).toContain('KYC check rejected');
    expect(choices.map((t) => t.name)).not.toContain('OTP message');
  });
});
