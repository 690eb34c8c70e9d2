import { useController } from 'react-hook-form';
import { Switch } from '@admin/ui';
import { TextAreaField, TextField } from '@admin/ui/forms';
import type { SettingValueKind } from '../schemas/setting-value-kind';

/** The `value` field with the control its kind needs; the form keeps the value as text either way. */
export function SettingValueField({ kind }: { kind: SettingValueKind }) {
  if (kind === 'boolean') return <FlagValue />;
  if (kind === 'number')
    return <TextField name="value" label="Value" type="number" inputMode="decimal" step="any" required />;
  return <TextAreaField name="value" label="Value" required rows={2} />;
}

/** A true/false setting: a switch writing `true` or `false`. */
function FlagValue() {
  const {
    field: { value, onChange },
  } = useController({ name: 'value' });
  const on = value === 'true';
  return (
    <div>
      <Switch checked={on} label="Value" onCheckedChange={(checked) => onChange(checked ? 'true' : 'false')}>
        {on ? 'true' : 'false'}
      </Switch>
    </div>
  );
}
