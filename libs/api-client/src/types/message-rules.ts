import type { OrderStatus } from './constants';
import type { MessageEvent } from './messages';
import type { TemplateKind } from './templates';

/**
 * Event rules (docs/messages.md, "Sent by events"): which template goes out to the customer when a
 * decision is made, each rule on or off. The message is written in the decision's own transaction.
 * The events and their words are in ./messages (the contract's customer-messages entry), where the
 * kit's messages list reads them too.
 */
/** The values each event fills, beside the record's (a rule's template may use only these). */
export const MESSAGE_EVENT_VARIABLES: Readonly<Record<MessageEvent, readonly string[]>> = {
  refund_approved: ['name', 'order_id', 'project', 'units', 'amount', 'status', 'deadline'],
  kyc_rejected: ['name', 'check', 'reason'],
  kyc_verified: ['name', 'check'],
  order_status: ['name', 'order_id', 'project', 'units', 'amount', 'status', 'deadline'],
  deadline_extended: ['name', 'order_id', 'project', 'units', 'amount', 'status', 'deadline'],
};

/** One rule: an event (for `order_status`, the status it names), the template it sends, on or off. */
export interface MessageRule {
  id: number;
  event: MessageEvent;
  /** The status an `order_status` rule names; null for the other events. */
  order_status: OrderStatus | null;
  template_id: number | null;
  template_name: string | null;
  enabled: boolean;
  version: number;
  updated_at: string;
}

/** `PUT /v2/message-rule/{id}` (with If-Match): the template and the switch. */
export interface MessageRuleChange {
  template_id: number | null;
  enabled: boolean;
}

/** `POST /v2/message-rule`: a rule for an order status that has none yet. */
export interface MessageRuleCreate extends MessageRuleChange {
  order_status: OrderStatus;
}

/** A template a rule may send (`GET /v2/message-rule/templates`): one staff may send, with its placeholders. */
export interface MessageRuleTemplate {
  id: number;
  name: string;
  kind: TemplateKind;
  variables: string[];
}
