import { type ReactNode, useEffect, useState } from 'react';
import type { Customer } from '@admin/api-client';
import { Button, Dialog } from '@admin/ui';
import { DateField, Form, SubmitBar, TextAreaField, TextField, useZodForm } from '@admin/ui/forms';
import { CUSTOMER_MESSAGES, looksMasked } from '@admin/api-client/contract';
import { useSaveCustomer } from '../api/customer-profile-queries';
import { customerFormDefaults, customerFormSchema, toCustomerUpdate } from '../schemas/customer-form';
import styles from './CustomerProfile.module.css';

export interface EditCustomerDialogProps {
  customer: Customer;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Told whether the form holds unsaved input (presence says "editing"; a change by someone else waits behind a notice). */
  onDirtyChange?: (dirty: boolean) => void;
  /** Someone else's change while the form holds input (LiveChangeNotice), shown above the form. */
  notice?: ReactNode;
  /** Bumped by Reload: the form starts again from the record as it is now. */
  formKey?: number;
}

/** The account's editable fields in a dialog; a failed save keeps what was typed and says why. */
export function EditCustomerDialog({
  customer,
  open,
  onOpenChange,
  onDirtyChange,
  notice,
  formKey = 0,
}: EditCustomerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title={`Edit ${customer.name}`}
      description="Changes apply to the account at once."
    >
      {/* Mounted only while open, so each opening starts from the record as it is now. */}
      {open ? notice : null}
      {open ? (
        <EditCustomerForm
          key={formKey}
          customer={customer}
          onDone={() => onOpenChange(false)}
          onDirtyChange={onDirtyChange}
        />
      ) : null}
    </Dialog>
  );
}

function EditCustomerForm({
  customer: current,
  onDone,
  onDirtyChange,
}: {
  customer: Customer;
  onDone: () => void;
  onDirtyChange?: (dirty: boolean) => void;
}) {
  // The record as the form opened it: a save is at that version (If-Match), so a change someone else
  // made meanwhile is a 409 to reload, never silently overwritten by a background refetch.
  const [customer] = useState(current);
  const save = useSaveCustomer(customer);
  const { form, submit } = useZodForm({
    schema: customerFormSchema(customer.pan_number),
    defaultValues: customerFormDefaults(customer),
    errorFallback: CUSTOMER_MESSAGES.update,
    onSubmit: async (values) => {
      await save(toCustomerUpdate(values, customer));
      onDone();
    },
  });
  const dirty = form.formState.isDirty;
  useEffect(() => {
    onDirtyChange?.(dirty);
  }, [dirty, onDirtyChange]);
  useEffect(() => () => onDirtyChange?.(false), [onDirtyChange]);
  const panHint =
    customer.pan_number && looksMasked(customer.pan_number)
      ? 'Shown masked: leave it to keep the PAN, or type the new one (ABCDE1234F)'
      : 'ABCDE1234F';
  return (
    <Form form={form} onSubmit={submit}>
      <div className={styles.formGrid}>
        <TextField name="name" label="Name" required autoComplete="off" />
        <TextField name="email" label="Email" type="email" autoComplete="off" />
        <TextField name="firstname" label="First name" autoComplete="off" />
        <TextField name="lastname" label="Last name" autoComplete="off" />
        <DateField name="dob" label="Date of birth" />
        <TextField name="gender" label="Gender" autoComplete="off" />
        <TextField name="pan_number" label="PAN" hint={panHint} autoComplete="off" />
        <TextField name="language" label="Language" autoComplete="off" />
        <TextField name="country" label="Country" autoComplete="off" />
      </div>
      <TextAreaField name="address" label="Address" rows={2} />
      <SubmitBar label="Save changes">
        <Button onClick={onDone}>Cancel</Button>
      </SubmitBar>
    </Form>
  );
}
