import { useEffect } from 'react';
import type { Order, OrderTimeRequest } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { formatDateTime } from '@admin/ui';
import { DateTimeField, Form, SubmitBar, useZodForm } from '@admin/ui/forms';
import { ORDER_MESSAGES } from '@admin/api-client/contract';
import { useSetOrderTime } from '../api/order-detail-queries';
import { orderTimeFormSchema } from '../schemas/order-detail-forms';
import styles from './OrderDetail.module.css';

type TimeField = keyof OrderTimeRequest;

const STEPS: { field: TimeField; label: string }[] = [
  { field: 'investment_deadline_time', label: 'Investment deadline' },
  { field: 'document_sign_time', label: 'Document signed' },
  { field: 'payment_time', label: 'Payment' },
];

/**
 * The order's times in order, from booking to payment; each can be set with a date-time picker. A
 * refunded order is closed: its times stay as they were, none is offered to set, and a payment that
 * never came is not shown as a step still to take; the timeline ends with the refund (its time is
 * the approval's, in the order's Activity).
 */
export function OrderTimeline({
  order,
  onUnsaved,
}: {
  order: Order;
  /** Told when a time's form holds unsaved input (or no longer does). */
  onUnsaved?: (field: TimeField, dirty: boolean) => void;
}) {
  const refunded = order.status === 'Refunded';
  const canWrite = usePermission('orders.write') && !refunded;
  const steps = refunded ? STEPS.filter(({ field }) => field !== 'payment_time' || order[field]) : STEPS;
  return (
    <ol className={styles.timeline}>
      <li className={styles.step} data-done="true">
        <span className={styles.stepLabel}>Booked</span>
        <span>{formatDateTime(order.created_at)}</span>
      </li>
      {steps.map(({ field, label }) => (
        <li key={field} className={styles.step} data-done={order[field] ? 'true' : undefined}>
          <span className={styles.stepLabel}>{label}</span>
          <span>{order[field] ? formatDateTime(order[field]) : <span className={styles.muted}>Not set</span>}</span>
          {canWrite ? (
            <TimeForm
              key={`${field}-${order[field] ?? ''}`}
              orderId={order.id}
              field={field}
              label={label}
              current={order[field]}
              onUnsaved={onUnsaved}
            />
          ) : null}
        </li>
      ))}
      {refunded ? (
        <li className={styles.step} data-done="true">
          <span className={styles.stepLabel}>Refunded</span>
          {/* When is in the order's Activity (the approval): the order's own last change may be a later edit. */}
          <span className={styles.muted}>No payment due</span>
        </li>
      ) : null}
    </ol>
  );
}

function TimeForm({
  orderId,
  field,
  label,
  current,
  onUnsaved,
}: {
  orderId: number;
  field: TimeField;
  label: string;
  current: string | null;
  onUnsaved?: (field: TimeField, dirty: boolean) => void;
}) {
  const setTime = useSetOrderTime(orderId);
  const { form, submit } = useZodForm({
    schema: orderTimeFormSchema,
    defaultValues: { value: current ?? undefined },
    onSubmit: (values) => setTime.mutateAsync({ [field]: values.value }),
    errorFallback: ORDER_MESSAGES.time,
  });
  const dirty = form.formState.isDirty;
  useEffect(() => {
    onUnsaved?.(field, dirty);
    return () => onUnsaved?.(field, false);
  }, [onUnsaved, field, dirty]);
  return (
    <Form form={form} onSubmit={submit}>
      <div className={styles.timeForm}>
        <DateTimeField name="value" label={`${label} time`} />
        <SubmitBar label={`Set ${label.toLowerCase()}`} />
      </div>
    </Form>
  );
}
