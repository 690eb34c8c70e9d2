import type { Partner } from '@admin/api-client';
import { useRuntimeConfig } from '@admin/auth';
import { Button, Dialog } from '@admin/ui';
import { FileField, Form, SubmitBar, TextField, useZodForm } from '@admin/ui/forms';
import { CONFIG_MESSAGES, uploadIcon, useSavePartner } from '../api/partners-queries';
import { ICON_MAX_BYTES, ICON_TYPES, partnerFormSchema } from '../schemas/partner-form';

export interface PartnerDialogProps {
  open: boolean;
  /** The partner being edited; absent when adding. */
  partner?: Partner;
  onClose: () => void;
}

/** Add or edit a partner: a name and an icon uploaded through the API, previewed before saving. */
export function PartnerDialog({ open, partner, onClose }: PartnerDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !next && onClose()}
      title={partner ? `Edit partner ${partner.name}` : 'Add partner'}
    >
      {open ? <PartnerForm key={partner ? String(partner.id) : 'new'} partner={partner} onDone={onClose} /> : null}
    </Dialog>
  );
}

function PartnerForm({ partner, onDone }: { partner?: Partner; onDone: () => void }) {
  const { storage } = useRuntimeConfig();
  const save = useSavePartner(partner);
  const { form, submit } = useZodForm({
    schema: partnerFormSchema,
    defaultValues: { name: partner?.name ?? '', icon: partner?.icon ?? '' },
    onSubmit: async (values) => {
      await save.mutateAsync(values);
      onDone();
    },
    errorFallback: CONFIG_MESSAGES.partner,
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={partner ? 'Edit partner' : 'Add partner'}>
      <TextField name="name" label="Name" required autoComplete="off" />
      <FileField
        name="icon"
        label="Icon"
        accept={ICON_TYPES}
        maxBytes={ICON_MAX_BYTES}
        upload={uploadIcon(storage.gatewayUrl)}
        preview="image"
        hint="PNG, JPEG, SVG or WebP, at most 2 MB."
      />
      <SubmitBar label={partner ? 'Save partner' : 'Add partner'}>
        <Button type="button" variant="ghost" onClick={onDone}>
          Cancel
        </Button>
      </SubmitBar>
    </Form>
  );
}
