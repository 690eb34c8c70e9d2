// By the shared core's name, so the kit's messages chunk uses the page's copy of the status labels.
import { ORDER_STATUS_LABELS } from '@admin/api-client/contract/core';
import type { OrderStatus } from './constants';
import type { TemplateKind } from './templates';

/**
 * Messages to customers (docs/messages.md): sent by staff from a record or by an event rule, kept
 * as a record of what was said, and delivered by the API's outbox (at least once, one Message-ID).
 */

/** How a message reaches the customer: the template's kind decides it. */
export const MESSAGE_CHANNELS = ['email', 'sms', 'push'] as const;
export type MessageChannel = (typeof MESSAGE_CHANNELS)[number];

/** The template kinds a customer can receive, and the channel each goes out on (a document is not sent). */
export const MESSAGE_KIND_CHANNELS: Readonly<Partial<Record<TemplateKind, MessageChannel>>> = {
  email: 'email',
  sms: 'sms',
  notification: 'push',
};

export const MESSAGE_CHANNEL_LABELS: Readonly<Record<MessageChannel, string>> = {
  email: 'Email',
  sms: 'SMS',
  push: 'Push notification',
};

/**
 * queued: waiting for the worker (or its next try); sending: claimed by a worker now; sent: the
 * server accepted it; failed: every try failed (the reason is kept), staff may retry it; bounced:
 * the server refused the recipient for good.
 */
export const MESSAGE_STATUSES = ['queued', 'sending', 'sent', 'failed', 'bounced'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatus, string>> = {
  queued: 'Queued',
  sending: 'Sending',
  sent: 'Sent',
  failed: 'Failed',
  bounced: 'Bounced',
};

/**
 * A template that carries a one-time code is never sent by staff: codes go out from sign-in alone.
 * Such a template is one with this placeholder (the seed's "OTP message").
 */
export const OTP_PLACEHOLDER = 'otp';

/** The variables the API fills from the record; staff cannot change them (the rest they may fill in). */
export const MESSAGE_RECORD_VARIABLES = [
  'name',
  'order_id',
  'project',
  'units',
  'amount',
  'deadline',
  'status',
  'reason',
  'check',
] as const;
export type MessageRecordVariable = (typeof MESSAGE_RECORD_VARIABLES)[number];

/** Variable values a staff member may write, at most (each placeholder the record does not fill). */
export const MESSAGE_FREE_VARIABLE_MAX = 2000;

/**
 * The recipient as every answer carries it, like the API masks a PAN: an email's first character and
 * its domain (`r•••••@example.com`), a phone number's last four digits.
 */
export function maskRecipient(channel: MessageChannel, to: string): string {
  if (channel === 'email') {
    const at = to.lastIndexOf('@');
    if (at <= 0) return '•'.repeat(to.length);
    return `${to[0]}${'•'.repeat(Math.max(at - 1, 3))}${to.slice(at)}`;
  }
  const visible = 4;
  return to.length > visible ? `${'•'.repeat(to.length - visible)}${to.slice(-visible)}` : to;
}

/**
 * The events a rule sends a message on (docs/messages.md, "Sent by events"). Here rather than with
 * the rules (./message-rules) because a message names the rule that sent it: the Config screen, the
 * trail and the kit's messages list read one set of words.
 */
export const MESSAGE_EVENTS = [
  'refund_approved',
  'kyc_rejected',
  'kyc_verified',
  'order_status',
  'deadline_extended',
] as const;
export type MessageEvent = (typeof MESSAGE_EVENTS)[number];

/** The events as staff read them (Config, a message's cause). */
export const MESSAGE_EVENT_LABELS: Readonly<Record<MessageEvent, string>> = {
  refund_approved: 'A refund is approved',
  kyc_rejected: 'A KYC check is rejected',
  kyc_verified: 'A KYC check is verified',
  order_status: 'An order moves to a status',
  deadline_extended: "An order's deadline is extended",
};

/** A rule as staff read it: its event, and for a status rule the status ("An order moves to Refunded"). */
export const messageRuleName = (event: MessageEvent, orderStatus: OrderStatus | null): string =>
  orderStatus ? `An order moves to ${ORDER_STATUS_LABELS[orderStatus] ?? orderStatus}` : MESSAGE_EVENT_LABELS[event];

/** What a message sent by a rule names as its cause (`MessageCause.event`): the event, and the status. */
export const messageRuleCause = (event: MessageEvent, orderStatus: OrderStatus | null): string =>
  orderStatus ? `${event}:${orderStatus}` : event;

/**
 * The rule a message's cause names, in the rule's words ("An order moves to Refunded"); a key no
 * event has (a rule of an older release) as it is.
 */
export function messageCauseName(cause: string): string {
  const [event = '', status] = cause.split(':');
  if (!(MESSAGE_EVENTS as readonly string[]).includes(event)) return cause;
  return messageRuleName(event as MessageEvent, (status as OrderStatus | undefined) ?? null);
}

/** Who or what caused a message: a staff member, or an event rule. */
export type MessageCause = { kind: 'staff'; id: number | null; name: string } | { kind: 'event'; event: string };

/** The records a message is sent from (and whose messages are listed): an order, or a customer. */
export type MessageRecordKind = 'order' | 'customer';

/** `GET /v2/message/templates`: a template staff may send (a kind a customer receives, never a one-time code). */
export interface SendableTemplate {
  id: number;
  name: string;
  kind: TemplateKind;
  /** Every placeholder of its subject and body; those the record does not fill are staff's to fill in. */
  variables: string[];
}

/** One message as the record's Messages tab and timeline show it. */
export interface CustomerMessage {
  id: number;
  /** The stable Message-ID of every try (an email's header). */
  message_id: string;
  customer_id: number;
  order_id: number | null;
  template_id: number | null;
  template_name: string;
  channel: MessageChannel;
  /** Masked (maskRecipient). */
  to: string;
  subject: string | null;
  cause: MessageCause;
  status: MessageStatus;
  attempts: number;
  /** Why the last try failed (failed, bounced, or a queued message waiting to try again). */
  failure_reason: string | null;
  created_at: string;
  sent_at: string | null;
  next_attempt_at: string | null;
}

/** `POST /v2/order/{id}/messages`, `POST /v2/customer/{id}/messages` (and their `/preview`). */
export interface SendMessageRequest {
  template_id: number;
  /** Values of the placeholders the record does not fill (the record's own cannot be changed). */
  variables?: Record<string, string>;
}

/** What would go out, exactly: the rendered subject and body, to whom (masked) and on which channel. */
export interface MessagePreview {
  template_id: number;
  template_name: string;
  channel: MessageChannel;
  to: string;
  subject: string | null;
  body: string;
  format: 'html' | 'text';
  /** Values filled from the record (read-only on the screen). */
  record_variables: Record<string, string>;
  /** Placeholders staff may fill in (their current values, '' when none given). */
  free_variables: Record<string, string>;
  /** Placeholders still without a value: sending is refused while any is left. */
  missing: string[];
}

/** 429 of a staff send past the hourly limit (MESSAGES_PER_CUSTOMER_HOUR). */
export const messageLimitReached = (limit: number) =>
  `This customer has received ${limit} messages from staff in the last hour, the most allowed. Try again later.`;
