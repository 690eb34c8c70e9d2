import { MESSAGE_EVENT_LABELS, ORDER_STATUS_LABELS } from '@admin/api-client/contract';
import type { MessageRule } from '@admin/api-client';

/** A rule as staff read it: its event, and for a status rule the status ("An order moves to Refunded"). */
export const ruleName = (rule: Pick<MessageRule, 'event' | 'order_status'>): string =>
  rule.order_status ? `An order moves to ${ORDER_STATUS_LABELS[rule.order_status]}` : MESSAGE_EVENT_LABELS[rule.event];
