import { useState } from 'react';
import type { FeeEntry } from '@admin/api-client';
import { Button, Dialog } from '@admin/ui';
import { Form, SubmitBar, useZodForm } from '@admin/ui/forms';
import { FEE_MESSAGES, useUpdateFee } from '../api/fees-queries';
import { feeFormSchema, feeToForm, feeToRequest } from '../schemas/fee-schemas';
import { FeeFields } from './FeeFields';

export interface FeeEditDialogProps {
  /** The entry to edit (its row as listed); null closes the dialog. */
  fee: FeeEntry | null;
  onClose: () => void;
}

/** PUT /percentage/{id} with the whole payload, at the version the row showed (a stale one gets 409). */
export function FeeEditDialog({ fee, onClose }: FeeEditDialogProps) {
  return (
    <Dialog
      open={fee !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={`Edit fee entry ${fee?.name ?? ''}`}
      description="Percentages are of the project's token sale, 0 to 100, per category."
    >
      {/* Keyed by the entry, so each opening starts from that entry as listed. */}
      {fee ? <FeeEditForm key={fee.id} fee={fee} onDone={onClose} /> : null}
    </Dialog>
  );
}

function FeeEditForm({ fee, onDone }: { fee: FeeEntry; onDone: () => void }) {
  // A refetch while the form is open must not slip a newer version under these edits.
  const [loaded] = useState(fee);
  const update = useUpdateFee(() => onDone());
  const { form, submit } = useZodForm({
    schema: feeFormSchema,
    defaultValues: feeToForm(loaded),
    errorFallback: FEE_MESSAGES.update,
    onSubmit: (values) => update.mutateAsync({ id: loaded.id, version: loaded.version, body: feeToRequest(values) }),
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={`Edit fee entry ${loaded.name}`}>
      <FeeFields fee={loaded} />
      <SubmitBar label="Save fee entry">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}
