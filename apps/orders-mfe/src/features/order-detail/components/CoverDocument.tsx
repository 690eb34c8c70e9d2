import type { Order } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { FileField, Form, useZodForm } from '@admin/ui/forms';
import { COVER_ACCEPT, COVER_MAX_BYTES, useUploadCover } from '../api/order-detail-queries';
import { coverFormSchema } from '../schemas/order-detail-forms';
import styles from './OrderDetail.module.css';

/**
 * The signed legal cover document (PDF, at most 10 MB, both checked before sending). Picking a file
 * uploads it at once, with progress and cancel; the order then shows and links the stored copy.
 */
export function CoverDocument({ order }: { order: Order }) {
  const canWrite = usePermission('orders.write');
  const upload = useUploadCover(order.id);
  const { form, submit } = useZodForm({
    schema: coverFormSchema,
    defaultValues: { cover: undefined },
    // Nothing to submit: the upload itself saves the document on the order.
    onSubmit: async () => undefined,
  });
  return (
    <div className={styles.stack}>
      {order.cover_image_pdf ? (
        <p>
          <a href={order.cover_image_pdf} target="_blank" rel="noreferrer">
            Open the cover document (PDF)
          </a>
        </p>
      ) : (
        <p className={styles.muted}>No cover document yet.</p>
      )}
      {canWrite ? (
        <Form form={form} onSubmit={submit}>
          <FileField
            name="cover"
            label={order.cover_image_pdf ? 'Replace the legal cover document' : 'Upload the legal cover document'}
            accept={COVER_ACCEPT}
            maxBytes={COVER_MAX_BYTES}
            upload={upload}
            preview={false}
          />
        </Form>
      ) : null}
    </div>
  );
}
