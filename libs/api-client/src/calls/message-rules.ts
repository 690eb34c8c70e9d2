// Typed calls of the event rules in Config (docs/messages.md, "Sent by events"). Their own entry
// (`@admin/api-client/message-rules`), not in the shared main one: only Config's rules tab calls them,
// and the main entry is on every first load.
import type { MessageRule, MessageRuleChange, MessageRuleCreate, MessageRuleTemplate } from '../types/index';
import { getItem, ifMatch, send } from '@admin/api-client';

export const messageRulesApi = {
  /** Every rule: the events in their order, then the order statuses that have one. */
  list: () => getItem<MessageRule[]>('/v2/message-rule'),
  /** The templates a rule may send. */
  templates: () => getItem<MessageRuleTemplate[]>('/v2/message-rule/templates'),
  /** A rule for an order status that has none yet. */
  create: (body: MessageRuleCreate) => send<MessageRule>('post', '/v2/message-rule', body),
  /** The template and the switch, at the version shown (If-Match: 409 when someone changed it meanwhile). */
  update: (id: number, body: MessageRuleChange, version: number) =>
    send<MessageRule>('put', `/v2/message-rule/${id}`, body, ifMatch(version)),
  /** Removes a status rule (an event's own rule is turned off instead). */
  remove: (id: number) => send<{ id: number }>('delete', `/v2/message-rule/${id}`),
};
