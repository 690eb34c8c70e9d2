// Typed calls of messages to customers (docs/messages.md): the templates staff may send, a message's
// preview and its send from an order or a customer, a record's messages, a retry. Their own entry
// (`@admin/api-client/messages`), not shared and not in the main one: only the orders and customers
// remotes bundle these few lines, so the shell's first load does not carry them. The client's building
// blocks are reached by package name (one copy of them per page).
import { getItem, getPaged, send } from '@admin/api-client';
import type { Paged } from '@admin/api-client';
import { libQueryRoots } from '@admin/api-client/contract/core';
import { MESSAGE_MESSAGES } from '@admin/api-client/contract';
import type {
  CustomerMessage,
  MessagePreview,
  MessageRecordKind,
  SendableTemplate,
  SendMessageRequest,
} from '@admin/api-client/contract';

/**
 * Messages to customers, read by the orders and customers remotes alike: a send or a retry
 * invalidates `messageKeys.records` (an order's message is also on its customer's list).
 */
export const messageKeys = {
  all: libQueryRoots.messages,
  records: [...libQueryRoots.messages, 'record'] as const,
  record: (kind: MessageRecordKind, id: number) => [...libQueryRoots.messages, 'record', kind, id] as const,
  templates: [...libQueryRoots.messages, 'templates'] as const,
  preview: (kind: MessageRecordKind, id: number, body: SendMessageRequest) =>
    [...libQueryRoots.messages, 'preview', kind, id, body] as const,
};

const recordPath = (kind: MessageRecordKind, id: number) => `/v2/${kind}/${id}/messages`;

export const messagesApi = {
  /** `GET /v2/message/templates`: by name. */
  templates: () => getItem<SendableTemplate[]>('/v2/message/templates'),
  /** `GET /v2/{order|customer}/{id}/messages`: newest first (a customer's include their orders'). */
  list: (kind: MessageRecordKind, id: number, paging: { page?: number; limit?: number } = {}) =>
    getPaged<CustomerMessage>(recordPath(kind, id), paging),
  /** `POST …/messages/preview`: the subject and body exactly as they would go out. */
  preview: (kind: MessageRecordKind, id: number, body: SendMessageRequest, signal?: AbortSignal) =>
    send<MessagePreview>('post', `${recordPath(kind, id)}/preview`, body, { signal }),
  /** `POST …/messages`: queued (201); 400 while a placeholder has no value, 429 past the hourly limit. */
  send: (kind: MessageRecordKind, id: number, body: SendMessageRequest) =>
    send<CustomerMessage>('post', recordPath(kind, id), body),
  /** `POST /v2/message/{id}/retry`: a failed or bounced message queued again (409 for any other). */
  retry: (id: number) => send<CustomerMessage>('post', `/v2/message/${id}/retry`),
};

/**
 * One record's messages for the kit's MessagesPanel, a page at a time: the one source the orders and
 * customers remotes use, cached under `messageKeys.record`, so a send or retry that invalidates
 * `messageKeys.records` refreshes every list showing it (an order's and its customer's).
 */
export function recordMessages(kind: MessageRecordKind, id: number) {
  return {
    queryKey: messageKeys.record(kind, id),
    fetchPage: (page: number, limit?: number): Promise<Paged<CustomerMessage>> =>
      messagesApi.list(kind, id, { page, limit }),
    errorFallback: MESSAGE_MESSAGES.list,
    retry: messagesApi.retry,
    retryFallback: MESSAGE_MESSAGES.retry,
    invalidate: [messageKeys.records],
  };
}

/** What the kit's SendMessageDialog sends through for one record: its templates, its preview, its send. */
export function messageComposer(kind: MessageRecordKind, id: number) {
  return {
    templatesKey: messageKeys.templates,
    templates: messagesApi.templates,
    previewKey: (body: SendMessageRequest) => messageKeys.preview(kind, id, body),
    preview: (body: SendMessageRequest, signal?: AbortSignal) => messagesApi.preview(kind, id, body, signal),
    send: (body: SendMessageRequest) => messagesApi.send(kind, id, body),
    invalidate: [messageKeys.records],
    fallbacks: MESSAGE_MESSAGES,
  };
}

export type RecordMessages = ReturnType<typeof recordMessages>;
export type MessageComposer = ReturnType<typeof messageComposer>;
