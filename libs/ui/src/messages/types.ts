import type { QueryKey } from '@tanstack/react-query';
import type {
  CustomerMessage,
  MessagePreview,
  Paged,
  SendableTemplate,
  SendMessageRequest,
} from '@admin/api-client/contract';

/**
 * One record's messages and its retry, as the client lib's `recordMessages(kind, id)` gives them: the
 * kit does not call the API, the screen passes its typed calls.
 */
export interface MessagesSource {
  /** The record's key (`messageKeys.record`); the kit adds the page to it. */
  queryKey: QueryKey;
  fetchPage(page: number, limit?: number): Promise<Paged<CustomerMessage>>;
  errorFallback: string;
  retry(id: number): Promise<CustomerMessage>;
  retryFallback: string;
  /** What a send or a retry makes stale (every record's messages). */
  invalidate: readonly QueryKey[];
}

export interface MessagesPanelProps extends MessagesSource {
  /** The panel's heading; "Messages" unless told. */
  title?: string;
  /** The signed-in person may retry (`messages.send`); otherwise Retry stays visible, disabled, saying why. */
  mayRetry: boolean;
  /** Where the order a message is about opens (a customer's list holds their orders' messages); no link when absent. */
  orderHref?: (orderId: number) => string;
  /** Buttons at the panel's top right (Send message). */
  actions?: React.ReactNode;
  /** Rows a page (10 unless told). */
  pageSize?: number;
}

/** What the Send message dialog sends through for one record, as the client lib's `messageComposer(kind, id)` gives it. */
export interface MessageComposerSource {
  templatesKey: QueryKey;
  templates(): Promise<SendableTemplate[]>;
  previewKey(body: SendMessageRequest): QueryKey;
  preview(body: SendMessageRequest, signal?: AbortSignal): Promise<MessagePreview>;
  send(body: SendMessageRequest): Promise<CustomerMessage>;
  invalidate: readonly QueryKey[];
  fallbacks: { templates: string; preview: string; send: string };
}

export interface SendMessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  composer: MessageComposerSource;
  /** What the message is about, as the title names it: "Order #113", "Ravi Rao". */
  about: string;
  /** Values offered for placeholders staff fill in (a KYC rejection's `reason`); staff may change them. */
  initialValues?: Readonly<Record<string, string>>;
}

export interface SendMessageButtonProps extends Omit<SendMessageDialogProps, 'open' | 'onOpenChange'> {
  /** The signed-in person holds `messages.send`; otherwise the button stays, disabled, with the reason. */
  maySend: boolean;
  /** The button's words ("Send message" unless told). */
  label?: string;
  /** Its name for screen readers where a page has more than one ("Send message about the PAN decision"). */
  accessibleName?: string;
  size?: 'sm' | 'md';
  variant?: 'primary' | 'secondary';
}
