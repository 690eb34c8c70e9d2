import type { QueueId } from '@admin/api-client';

/** A work queue's count beside a sidebar link, and the list it opens (URL filters, so staff can share it). */
export interface QueueLink {
  queue: QueueId;
  /** What waits, named out of context (the count link's accessible name begins with it). */
  title: string;
  /** The words after the number in the sidebar link's description ("3 waiting"). */
  waiting: string;
  to: string;
}

/**
 * Which counts sit beside which sidebar link, from one table in the shell as the links themselves
 * are: the remotes take no part. Each `to` opens the list filtered exactly as the API counts it.
 */
export const QUEUE_LINKS: Readonly<Record<string, readonly QueueLink[]>> = {
  '/customers': [
    { queue: 'kyc_review', title: 'KYC to review', waiting: 'waiting', to: '/customers?awaiting_review=true' },
    {
      queue: 'kyc_confirmation',
      title: 'Awaiting my confirmation',
      waiting: 'awaiting my confirmation',
      to: '/customers?awaiting_my_confirmation=true',
    },
  ],
  '/orders': [
    { queue: 'past_deadline', title: 'Past deadline', waiting: 'past deadline', to: '/orders?queue=past_deadline' },
    {
      queue: 'awaiting_payment',
      title: 'Awaiting payment',
      waiting: 'awaiting payment',
      to: '/orders?queue=awaiting_payment',
    },
  ],
  '/cancel': [
    { queue: 'cancel_requests', title: 'To decide', waiting: 'waiting', to: '/cancel?status=Pending' },
    // Four eyes as a queue: the first decisions someone else made that this user may confirm.
    {
      queue: 'cancel_confirmation',
      title: 'Awaiting my confirmation',
      waiting: 'awaiting my confirmation',
      to: '/cancel?awaiting_my_confirmation=true',
    },
  ],
};
