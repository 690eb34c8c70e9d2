import { useState } from 'react';
import type { Setting } from '@admin/api-client';
import { Button } from '@admin/ui';
import { Form, SubmitBar, TextField, useZodForm } from '@admin/ui/forms';
import { CONFIG_MESSAGES } from '../api/settings-queries';
import { settingFormSchema } from '../schemas/setting-form';
import { settingValueKind } from '../schemas/setting-value-kind';
import { SettingValueField } from './SettingValueField';
import type { SettingFormValues } from '../schemas/setting-form';

export interface SettingFormProps {
  /** The loaded setting in edit mode; absent in add mode. */
  setting?: Setting;
  /** Saves with the setting as it was loaded (its version goes in If-Match), not as refetched since. */
  onSave: (values: SettingFormValues, loaded: Setting | undefined) => Promise<unknown>;
  /** Clears edit mode (docs/product.md#statuses: "cleared on save or reset"). */
  onReset: () => void;
}

/** Add a setting, or edit the one whose details were loaded. Keyed by the setting by its parent. */
export function SettingForm({ setting, onSave, onReset }: SettingFormProps) {
  // A refetch after someone else's save must not slip their version under this form's edits.
  const [loaded] = useState(setting);
  const { form, submit } = useZodForm({
    schema: settingFormSchema,
    defaultValues: { name: setting?.name ?? '', value: setting?.value ?? '' },
    onSubmit: async (values) => {
      await onSave(values, loaded);
      if (!setting) form.reset({ name: '', value: '' });
    },
    errorFallback: setting ? CONFIG_MESSAGES.settingEdit : CONFIG_MESSAGES.settingAdd,
  });
  return (
    <Form form={form} onSubmit={submit} aria-label={setting ? `Edit setting ${setting.name}` : 'Add setting'}>
      {setting ? (
        // The name is what the code reads a setting by: it is fixed once created (the API refuses a rename).
        <TextField name="name" label="Name" required readOnly hint="A setting's name cannot be changed once created." />
      ) : (
        <TextField name="name" label="Name" required autoComplete="off" />
      )}
      <SettingValueField kind={loaded ? settingValueKind(loaded.value) : 'text'} />
      <SubmitBar label={setting ? 'Save setting' : 'Add setting'}>
        <Button
          type="button"
          variant="ghost"
          onClick={() => {
            form.reset({ name: '', value: '' });
            onReset();
          }}
        >
          Reset
        </Button>
      </SubmitBar>
    </Form>
  );
}
