import { Button, Dialog } from '@admin/ui';
import { Form, NumberField, SubmitBar, TextField, useZodForm } from '@admin/ui/forms';
import { FEE_MESSAGES, useCreateFee } from '../api/fee-queries';
import { EMPTY_FEE, FEE_CATEGORIES, FEE_CATEGORY_LABELS, feeFormSchema, feeToRequest } from '../schemas/fee-schemas';
import styles from './Fees.module.css';

export interface FeeCreateDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** POST /percentage/: a name, what it applies to, its kind and a percentage (0–100) per category. */
export function FeeCreateDialog({ open, onOpenChange }: FeeCreateDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title="Add fee entry" description="Percentages are of the project's token sale, 0 to 100, per category.">
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
      <div className={styles.formGrid}>
        <TextField name="name" label="Name" required />
        <TextField name="types" label="Kind" hint="e.g. platform, management" required />
        <TextField name="property_types" label="Applies to" hint="e.g. all, creative" required />
      </div>
      <fieldset className={styles.percentages}>
        <legend>Percentage per category</legend>
        {FEE_CATEGORIES.map((category) => (
          <NumberField key={category} name={category} label={`${FEE_CATEGORY_LABELS[category]} (%)`} min={0} max={100} step="0.01" required />
        ))}
      </fieldset>
      <SubmitBar label="Create fee entry">
        <Button variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}
