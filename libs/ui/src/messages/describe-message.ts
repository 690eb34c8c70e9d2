import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_STATUS_LABELS,
  type CustomerMessage,
  type MessageStatus,
} from '@admin/api-client/contract/customer-messages';
import type { StatusTone } from '@admin/ui';

export const MESSAGE_STATUS_TONES: Readonly<Record<MessageStatus, StatusTone>> = {
  queued: 'info',
  sending: 'info',
  sent: 'success',
  failed: 'danger',
  bounced: 'warning',
};

/** Staff may queue a message again once its tries are over: failed, or bounced by the server. */
export const mayRetryMessage = (message: Pick<CustomerMessage, 'status'>) =>
  message.status === 'failed' || message.status === 'bounced';

/** Who or what sent it, in words: a staff member's name, or the event rule. */
export function describeCause(cause: CustomerMessage['cause']): string {
  if (cause.kind === 'event') {
    // A status rule's key names its status after a colon ("order_status:Booked").
    const [event = '', status] = cause.event.split(':');
    return status ? `Event: order moved to ${humanize(status)}` : `Event: ${humanize(event)}`;
  }
  return cause.name || 'A staff member';
}

/** The channel and the masked recipient: "Email to r•••••@example.com". */
export const describeRoute = (message: Pick<CustomerMessage, 'channel' | 'to'>) =>
  `${MESSAGE_CHANNEL_LABELS[message.channel]} to ${message.to}`;

export const statusLabel = (status: MessageStatus) => MESSAGE_STATUS_LABELS[status];

/** A placeholder's or an event's name in words: `order_id` -> "Order id", `refund.approved` -> "Refund approved". */
export function humanize(name: string): string {
  const words = name.replace(/[._-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
