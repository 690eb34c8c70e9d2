import {
  MESSAGE_CHANNEL_LABELS,
  MESSAGE_STATUS_LABELS,
  messageCauseName,
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

/** Who or what sent it, in words: a staff member's name, or the event rule as Config names it. */
export function describeCause(cause: CustomerMessage['cause']): string {
  if (cause.kind === 'event') return `Event: ${messageCauseName(cause.event)}`;
  return cause.name || 'A staff member';
}

/** The channel and the masked recipient: "Email to r•••••@example.com". */
export const describeRoute = (message: Pick<CustomerMessage, 'channel' | 'to'>) =>
  `${MESSAGE_CHANNEL_LABELS[message.channel]} to ${message.to}`;

export const statusLabel = (status: MessageStatus) => MESSAGE_STATUS_LABELS[status];

/** A placeholder's name in words: `order_id` -> "Order id". */
export function humanize(name: string): string {
  const words = name.replace(/[._-]+/g, ' ').trim();
  return words ? words[0]!.toUpperCase() + words.slice(1) : name;
}
