import type { QueryKey } from '@tanstack/react-query';
import type { AuditActor, AuditEntry, Paged } from '@admin/api-client/contract';

export interface ActivityPanelProps {
  /** The panel's heading; "Activity" unless told. */
  title?: string;
  /**
   * The screen's key for this record's history (its feature's key object), so the screen's own saves
   * refresh the panel by invalidating it.
   */
  queryKey: QueryKey;
  /** One page of the record's history, newest first (the screen's typed call: the kit does not call the API). */
  fetchPage(page: number): Promise<Paged<AuditEntry>>;
  /** What a failed load says when the server gives no message. */
  errorFallback: string;
  /** Where "All activity by this person" leads; no link when absent (a role that may not see all activity). */
  actorHref?: (actor: AuditActor) => string;
  /**
   * Where this record lists its messages (`/order-details/113#messages`): an entry about a message
   * to the customer links there. No link when absent (a record that has no messages).
   */
  messagesHref?: string;
}

export interface ActivityDescriptionProps {
  entry: AuditEntry;
  /** Name the record in the sentence (a list of many records' entries). */
  withRecord?: boolean;
}
