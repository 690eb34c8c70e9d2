import { Button, Dialog } from '@admin/ui';
import { Form, SubmitBar, useZodForm } from '@admin/ui/forms';
import { FEE_MESSAGES, useCreateFee } from '../api/fees-queries';
import { EMPTY_FEE, feeFormSchema, feeToRequest } from '../schemas/fee-schemas';
import { FeeFields } from './FeeFields';

export interface FeeCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** POST /percentage/: a name, what it applies to, its kind and a percentage (0–100) per category. */
export function FeeCreateDialog({ open, onOpenChange }: FeeCreateDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Add fee entry"
      description="Percentages are of the project's token sale, 0 to 100, per category."
    >
      {/* Mounted only while open, so each opening starts from an empty form. */}
      {open ? <FeeCreateForm onDone={() => onOpenChange(false)} /> : null}
    </Dialog>
  );
}

function FeeCreateForm({ onDone }: { onDone: () => void }) {
  const create = useCreateFee(() => onDone());
  const { form, submit } = useZodForm({
    schema: feeFormSchema,
    defaultValues: EMPTY_FEE,
    errorFallback: FEE_MESSAGES.create,
    onSubmit: (values) => create.mutateAsync(feeToRequest(values)),
  });
  return (
    <Form form={form} onSubmit={submit} aria-label="Add fee entry">
      <FeeFields />
      <SubmitBar label="Create fee entry">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}
