/** What the trail keeps of a cancel request when it is raised (the rest is bookkeeping or empty). */
export const CANCEL_REQUEST_CREATED = ['order_id', 'status', 'reason', 'previous_order_status'] as const;
