/**
 * The seed's staff who make and confirm decisions, and a fresh cancel request to decide: the set-up
 * of every test of a two-person decision (four eyes) and of what such a decision causes (its inbox
 * items, the message an event rule sends).
 */
import { expect } from 'vitest';
import type { CancelRequest, Customer, ItemResponse, ListResponse, Order, Project } from '@admin/api-client/contract';
import { signIn } from './auth';
import { client } from './http';

/** The Admin, an Operations user and two Compliance officers of the seed (a decision and its second approval). */
const DECIDER_PHONES = {
  admin: '9999999999',
  operations: '9810000001',
  compliance: '9810000002',
  secondCompliance: '9810000008',
} as const;
export type Decider = keyof typeof DECIDER_PHONES;
export type Api = ReturnType<typeof client>;

export interface SignedInDecider {
  api: Api;
  token: string;
  id: number;
  name: string;
}

/** Each decider signed in on `base`, with their client, token, id and name. */
export async function signInDeciders(base: string): Promise<Record<Decider, SignedInDecider>> {
  const who = Object.keys(DECIDER_PHONES) as Decider[];
  const sessions = await Promise.all(who.map((name) => signIn(base, DECIDER_PHONES[name])));
  return Object.fromEntries(
    who.map((name, i) => {
      const session = sessions[i]!;
      return [
        name,
        { api: client(base, session.token), token: session.token, id: session.user.id, name: session.user.name },
      ];
    }),
  ) as Record<Decider, SignedInDecider>;
}

export interface OrderOfOptions {
  /** Only customers with an email address (a rule's message needs one). */
  withEmail?: boolean;
  /** Which of the matching active customers (0: the first), so tests can keep their customers apart. */
  customerIndex?: number;
}

/** A fresh order of an active customer for about `rupees` (an active project's units rounded up), booked by `api`. */
export async function orderOf(
  api: Api,
  rupees: number,
  { withEmail = false, customerIndex = 0 }: OrderOfOptions = {},
): Promise<{ order: Order; customer: Customer }> {
  const projects = (await api.get<ListResponse<Project>>('/api/v2/admin/project?status=Active&limit=100')).body.data;
  const project = projects.find((p) => Number(p.token_amount) > 0 && Number(p.token_amount) <= rupees) as Project;
  const customer = (await api.get<ListResponse<Customer>>('/api/v2/customer?limit=100')).body.data.filter(
    (c) => c.status === 'Active' && (!withEmail || c.email),
  )[customerIndex] as Customer;
  const booked = await api.post<ItemResponse<Order>>('/api/v2/order', {
    user_id: customer.id,
    property_id: project.id,
    no_sqyds: String(Math.ceil(rupees / Number(project.token_amount))),
  });
  expect(booked.status).toBe(201);
  return { order: booked.body.data, customer };
}

/** A fresh pending cancel request (raised by `api`) of an order of about `rupees`. */
export async function cancelRequestOf(
  api: Api,
  rupees: number,
  options?: OrderOfOptions,
): Promise<{ request: CancelRequest; order: Order; customer: Customer }> {
  const { order, customer } = await orderOf(api, rupees, options);
  const raised = await api.post<ItemResponse<CancelRequest>>('/api/v2/admin/cancel', {
    order_id: order.id,
    reason: 'Customer asked by phone',
  });
  expect(raised.status).toBe(201);
  return { request: raised.body.data, order, customer };
}
