import { useController } from 'react-hook-form';
import { SearchSelect } from '@admin/ui';
import type { SearchSelectOption } from '@admin/ui';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';

export interface SearchSelectFieldProps extends FieldBaseProps {
  /** Options matching what was typed ('' when nothing was typed yet). */
  loadOptions: (search: string) => Promise<SearchSelectOption[]>;
  /** Cache key of the options; the search text is appended. */
  queryKey: readonly unknown[];
  placeholder?: string;
  /** The label of the form's value when it is not among the loaded options (e.g. a saved record's). */
  selectedLabel?: string;
  errorText?: string;
  /** The form holds the option's value as a number (an id) instead of its string. */
  numeric?: boolean;
}

/**
 * A searchable select (options fetched as the user types) bound to the form, with the label, hint
 * and error of every other field. Cleared, the value is `undefined` (the schema's "required" shows).
 */
export function SearchSelectField({
  name,
  label,
  hint,
  required,
  className,
  loadOptions,
  queryKey,
  placeholder,
  selectedLabel,
  errorText,
  numeric = false,
}: SearchSelectFieldProps) {
  const {
    field: { ref, value, onChange, onBlur },
  } = useController({ name });
  const aria = useFieldAria(name, hint);
  const shown = value === undefined || value === null || value === '' ? undefined : String(value);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <div onBlur={onBlur}>
        <SearchSelect
          label={label}
          value={shown}
          selectedLabel={selectedLabel}
          loadOptions={loadOptions}
          queryKey={queryKey}
          placeholder={placeholder}
          errorText={errorText}
          field={{
            id: aria.id,
            describedBy: aria.controlProps['aria-describedby'],
            invalid: aria.error !== undefined,
            required,
            ref,
          }}
          onChange={(picked) => onChange(picked === undefined ? undefined : numeric ? Number(picked) : picked)}
        />
      </div>
    </FieldFrame>
  );
}
