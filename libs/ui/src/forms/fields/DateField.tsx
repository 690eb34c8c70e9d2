import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface DateFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className' | 'required'
    > {}

/** '' (a cleared date box) is stored as undefined, so optional dates need no special case. */
const emptyToUndefined = (raw: unknown) => (raw === '' ? undefined : raw);

/** A labelled date input bound to the form; the value is `YYYY-MM-DD` (or undefined when empty). */
export function DateField({ name, label, hint, required, className, ...input }: DateFieldProps) {
  const { register } = useFormContext();
  const aria = useFieldAria(name, hint);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <input
        {...input}
        {...aria.controlProps}
        {...register(name, { setValueAs: emptyToUndefined })}
        type="date"
        aria-required={required || undefined}
        className={styles.control}
      />
    </FieldFrame>
  );
}
