/**
 * Messages to customers (docs/messages.md): sent by staff from an order or a customer through the
 * outbox to a real SMTP server on loopback; the preview is the body the server receives; the limits,
 * the permission, the OTP rule; SMTP down → retries → failed, then a staff retry delivers it once.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CustomerMessage,
  ItemResponse,
  ListResponse,
  MessagePreview,
  Order,
  Template,
} from '@admin/api-client/contract';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { startServer, type TestServer } from './helpers/server';
import { testSmtp, type TestSmtp } from './helpers/smtp';
import { until } from './helpers/until';

const SUPPORT = '9810000003';
const MANAGER = '9810000005';

type Api = ReturnType<typeof client>;

async function templateNamed(api: Api, name: string): Promise<Template> {
  const page = await api.get<{ data: Template[] }>(`/api/v2/template?search=${encodeURIComponent(name)}`);
  const found = page.body.data.find((t) => t.name === name);
  if (!found) throw new Error(`no template ${name}`);
  return found;
}

async function someOrder(api: Api, skip = 0): Promise<Order> {
  const page = await api.get<{ data: Order[] }>(`/api/v2/order?limit=20`);
  const order = page.body.data[skip];
  if (!order) throw new Error('no order');
  return order;
}

const messagesOf = async (api: Api, path: string) => (await api.get<{ data: CustomerMessage[] }>(path)).body.data;

describe('sending a message from a record', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let admin: Api;
  let support: Api;
  let manager: Api;

  beforeAll(async () => {
    smtp = await testSmtp();
    await smtp.start();
    server = await startServer({ smtpUrl: smtp.url, messagesPerCustomerHour: 3, messagesPerSecond: 50 });
    admin = client(server.url, (await signIn(server.url)).token);
    support = client(server.url, (await signIn(server.url, SUPPORT)).token);
    manager = client(server.url, (await signIn(server.url, MANAGER)).token);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('delivers what the preview showed, once, with its Message-ID, and lists it on the order and the customer', async () => {
    const order = await someOrder(admin);
    const template = await templateNamed(admin, 'Order confirmation');
    const preview = await support.post<ItemResponse<MessagePreview>>(`/api/v2/order/${order.id}/messages/preview`, {
      template_id: template.id,
    });
    expect(preview.status).toBe(200);
    expect(preview.body.data.missing).toEqual([]);
    expect(preview.body.data.record_variables.order_id).toBe(String(order.id));
    expect(preview.body.data.to).toMatch(/^.•+@/);

    const sent = await support.post<ItemResponse<CustomerMessage>>(`/api/v2/order/${order.id}/messages`, {
      template_id: template.id,
    });
    expect(sent.status).toBe(201);
    expect(sent.body.data.status).toBe('queued');
    expect(sent.body.data.cause).toMatchObject({ kind: 'staff' });

    const mail = await until(async () => smtp.received.find((m) => m.messageId === sent.body.data.message_id));
    expect(mail.body).toBe(preview.body.data.body);
    expect(mail.subject).toBe(preview.body.data.subject);
    const customer = (await admin.get<ItemResponse<{ email: string }>>(`/api/v2/customer/${order.user_id}`)).body.data;
    expect(mail.to).toContain(customer.email);

    const onOrder = await until(async () => {
      const list = await messagesOf(support, `/api/v2/order/${order.id}/messages`);
      return list[0]?.status === 'sent' && list;
    });
    expect(onOrder[0]).toMatchObject({ template_name: 'Order confirmation', channel: 'email', attempts: 1 });
    expect(onOrder[0]?.to).not.toContain(customer.email.split('@')[0]?.slice(1));
    const onCustomer = await messagesOf(support, `/api/v2/customer/${order.user_id}/messages`);
    expect(onCustomer.map((m) => m.id)).toContain(sent.body.data.id);
    expect(smtp.counts().get(sent.body.data.message_id)).toBe(1);

    // In the order's history, as a message naming its template.
    const trail = await admin.get<{ data: { action: string; changes: { after: unknown }[] }[] }>(
      `/api/v2/audit?record_type=order&record_id=${order.id}`,
    );
    expect(trail.body.data.some((e) => e.action === 'message' && e.changes[0]?.after === 'Order confirmation')).toBe(
      true,
    );
  });

  it('keeps the record values and takes staff values for the rest; refuses a send with a placeholder left empty', async () => {
    const order = await someOrder(admin, 1);
    const created = await admin.post<ItemResponse<Template>>('/api/v2/template', {
      name: 'Note about your order',
      kind: 'email',
      subject: 'About order {{order_id}}',
      body: '<p>Hi {{name}},</p><p>{{note}}</p>',
    });
    const id = created.body.data.id;
    const empty = await support.post(`/api/v2/order/${order.id}/messages`, { template_id: id });
    expect(empty.status).toBe(400);
    const preview = await support.post<ItemResponse<MessagePreview>>(`/api/v2/order/${order.id}/messages/preview`, {
      template_id: id,
      variables: { note: 'Your <b>deadline</b> moved', order_id: '999' },
    });
    expect(preview.body.data.free_variables).toEqual({ note: 'Your <b>deadline</b> moved' });
    expect(preview.body.data.subject).toBe(`About order ${order.id}`);
    expect(preview.body.data.body).toContain('Your &lt;b&gt;deadline&lt;/b&gt; moved');
  });

  it('is refused to a Manager, never sends a one-time code, and sends no document', async () => {
    const order = await someOrder(admin);
    const confirmation = await templateNamed(admin, 'Order confirmation');
    const refused = await manager.post<{ permission?: string }>(`/api/v2/order/${order.id}/messages`, {
      template_id: confirmation.id,
    });
    expect(refused.status).toBe(403);
    expect(refused.body.permission).toBe('messages.send');
    // Manager reads orders, and so the messages on one.
    expect((await manager.get(`/api/v2/order/${order.id}/messages`)).status).toBe(200);

    const otp = await templateNamed(admin, 'OTP message');
    expect((await admin.post(`/api/v2/customer/${order.user_id}/messages`, { template_id: otp.id })).status).toBe(403);
    const document = await templateNamed(admin, 'Allotment certificate');
    expect((await admin.post(`/api/v2/customer/${order.user_id}/messages`, { template_id: document.id })).status).toBe(
      400,
    );
    const sendable = await support.get<{ data: { name: string }[] }>('/api/v2/message/templates');
    const names = sendable.body.data.map((t) => t.name);
    expect(names).toContain('Order confirmation');
    expect(names).not.toContain('OTP message');
    expect(names).not.toContain('Allotment certificate');
  });

  it('refuses a staff send past the customer hourly limit (3 here)', async () => {
    const order = await someOrder(admin, 2);
    const welcome = await templateNamed(admin, 'Welcome email');
    const path = `/api/v2/customer/${order.user_id}/messages`;
    const already = (await messagesOf(admin, path)).length;
    const statuses: number[] = [];
    for (let i = already; i < 4; i++) statuses.push((await support.post(path, { template_id: welcome.id })).status);
    expect(statuses.at(-1)).toBe(429);
    expect(statuses.slice(0, -1).every((s) => s === 201)).toBe(true);

    // The record's list is paged on the server: newest first, its total beside each page.
    const all = await messagesOf(admin, path);
    const second = await admin.get<ListResponse<CustomerMessage>>(`${path}?page=2&limit=2`);
    expect(second.body.pager).toMatchObject({ currentPage: 2, pageSize: 2, totalItems: all.length });
    expect(second.body.data.map((message) => message.id)).toEqual(all.slice(2, 4).map((message) => message.id));
    const past = await admin.get<ListResponse<CustomerMessage>>(`${path}?page=50&limit=2`);
    expect(past.body).toMatchObject({ data: [], pager: { totalItems: all.length } });
  });
});

describe('SMTP down', () => {
  let server: TestServer;
  let smtp: TestSmtp;
  let support: Api;

  beforeAll(async () => {
    smtp = await testSmtp(); // not started: nothing listens on its port
    server = await startServer({ smtpUrl: smtp.url, messageMaxAttempts: 3, messageRetryMs: 100 });
    support = client(server.url, (await signIn(server.url, SUPPORT)).token);
  });
  afterAll(async () => {
    await server?.close();
    await smtp?.stop();
  });

  it('retries with backoff, shows failed with the reason after the last try, and a staff retry delivers it once', async () => {
    const order = await someOrder(support);
    const template = await templateNamed(support, 'Payment reminder');
    const sent = await support.post<ItemResponse<CustomerMessage>>(`/api/v2/order/${order.id}/messages`, {
      template_id: template.id,
    });
    expect(sent.status).toBe(201);
    const path = `/api/v2/order/${order.id}/messages`;
    const failed = await until(async () => {
      const [message] = await messagesOf(support, path);
      return message?.status === 'failed' && message;
    });
    expect(failed.attempts).toBe(3);
    expect(failed.failure_reason).toMatch(/ECONNREFUSED|connect/i);

    await smtp.start();
    const retried = await support.post<ItemResponse<CustomerMessage>>(`/api/v2/message/${failed.id}/retry`);
    expect(retried.status).toBe(200);
    expect(retried.body.data.status).toBe('queued');
    const delivered = await until(async () => {
      const [message] = await messagesOf(support, path);
      return message?.status === 'sent' && message;
    });
    expect(delivered.message_id).toBe(sent.body.data.message_id);
    expect(smtp.counts().get(sent.body.data.message_id)).toBe(1);
    // A sent message is not retried again.
    expect((await support.post(`/api/v2/message/${failed.id}/retry`)).status).toBe(409);
  });
});
