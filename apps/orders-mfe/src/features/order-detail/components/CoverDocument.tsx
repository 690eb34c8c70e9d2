import { useState } from 'react';
import type { Order } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, formatDateTime } from '@admin/ui';
import { FileField, Form, useZodForm } from '@admin/ui/forms';
import { COVER_ACCEPT, COVER_MAX_BYTES, useCoverUpload, useUploadCover } from '../api/order-detail-queries';
import { coverFormSchema } from '../schemas/order-detail-forms';
import styles from './OrderDetail.module.css';

/**
 * The signed legal cover document (PDF, at most 10 MB, both checked before sending), named by the
 * file staff uploaded (from the order's history) with who uploaded it and when. Picking a file
 * uploads it at once, with progress and cancel; replacing the current one is asked first, since the
 * order keeps only one.
 */
export function CoverDocument({ order }: { order: Order }) {
  const canWrite = usePermission('orders.write');
  const current = useCoverUpload(order.id, order.cover_image_pdf);
  const [replacing, setReplacing] = useState(false);
  const [asking, setAsking] = useState(false);
  const name = current.data?.note ?? null;
  const uploaded = current.data;
  return (
    <div className={styles.stack}>
      {order.cover_image_pdf ? (
        <>
          {name ? (
            <p>
              Current file: <strong>{name}</strong>
            </p>
          ) : null}
          {uploaded ? (
            <p className={styles.muted}>
              Uploaded {formatDateTime(uploaded.at)}
              {uploaded.actor ? ` by ${uploaded.actor.name}` : ''}
            </p>
          ) : null}
          <p>
            <a href={order.cover_image_pdf} target="_blank" rel="noreferrer">
              Open the cover document (PDF)
            </a>
          </p>
        </>
      ) : (
        <p className={styles.muted}>No cover document yet.</p>
      )}
      {canWrite && order.cover_image_pdf && !replacing ? (
        <div>
          <Button onClick={() => setAsking(true)}>Replace the cover document</Button>
          <ConfirmDialog
            open={asking}
            onOpenChange={setAsking}
            title={`Replace ${name ?? 'the cover document'}?`}
            description="The order keeps one cover document: the file you pick next takes its place (the old one stays in the order's history)."
            confirmLabel="Choose a new file"
            onConfirm={() => {
              setAsking(false);
              setReplacing(true);
            }}
          />
        </div>
      ) : null}
      {canWrite && (!order.cover_image_pdf || replacing) ? (
        <CoverUpload key={order.cover_image_pdf ?? 'none'} order={order} replacing={replacing} />
      ) : null}
    </div>
  );
}

function CoverUpload({ order, replacing }: { order: Order; replacing: boolean }) {
  const upload = useUploadCover(order.id);
  const { form, submit } = useZodForm({
    schema: coverFormSchema,
    defaultValues: { cover: undefined },
    // Nothing to submit: the upload itself saves the document on the order.
    onSubmit: async () => undefined,
  });
  return (
    <Form form={form} onSubmit={submit}>
      <FileField
        name="cover"
        label={replacing ? 'Replace the legal cover document' : 'Upload the legal cover document'}
        accept={COVER_ACCEPT}
        maxBytes={COVER_MAX_BYTES}
        upload={upload}
        preview={false}
      />
    </Form>
  );
}
