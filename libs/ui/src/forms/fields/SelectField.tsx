import type { SelectHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface SelectOption {
  value: string;
  label: string;
  disabled?: boolean;
}

export interface SelectFieldProps
  extends FieldBaseProps,
    Omit<
      SelectHTMLAttributes<HTMLSelectElement>,
      'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className' | 'required' | 'multiple'
    > {
  options: readonly SelectOption[];
  /** A first, empty choice (value ''), e.g. 'Choose a status'. */
  placeholder?: string;
}

/** A labelled native select bound to the form; the value is the option's string. */
export function SelectField({
  name,
  label,
  hint,
  required,
  className,
  options,
  placeholder,
  ...select
}: SelectFieldProps) {
  const { register } = useFormContext();
  const aria = useFieldAria(name, hint);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <select
        {...select}
        {...aria.controlProps}
        {...register(name)}
        aria-required={required || undefined}
        className={styles.control}
      >
        {placeholder !== undefined ? <option value="">{placeholder}</option> : null}
        {options.map((option) => (
          <option key={option.value} value={option.value} disabled={option.disabled}>
            {option.label}
          </option>
        ))}
      </select>
    </FieldFrame>
  );
}
