/**
 * Messages put in the outbox as a committed change would (the worker tests): the seed's "Order
 * confirmation" to its first order's customer, each in a transaction of its own, which NOTIFYs the workers.
 */
import { eq } from 'drizzle-orm';
import type { Queryable } from '../../src/db/connection';
import { orders, templates } from '../../src/db/schema';
import { compose, queueMessage, recordFor } from '../../src/modules/messages/commands';
import { findTemplate } from '../../src/modules/messages/repository';

/** Queues `n` messages; given a transaction, inside it (a change that may still roll back). */
export async function queueTestMessages(db: Queryable, n: number): Promise<void> {
  const [order] = await db.select({ id: orders.id }).from(orders).orderBy(orders.id).limit(1);
  const [template] = await db
    .select({ id: templates.id })
    .from(templates)
    .where(eq(templates.name, 'Order confirmation'));
  const record = await recordFor(db, { kind: 'order', id: order!.id });
  const composed = compose(await findTemplate(db, template!.id), record, {});
  const input = {
    composed,
    customerId: record.customer.id,
    orderId: record.orderId,
    eventId: null,
    cause: { rule: 'test' },
    mailFrom: 'test@example.com',
  };
  for (let i = 0; i < n; i++) await db.transaction((tx) => queueMessage(tx, input));
}
