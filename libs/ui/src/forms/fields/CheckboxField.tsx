import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface CheckboxFieldProps
  extends Omit<FieldBaseProps, 'required'>,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className'
    > {}

/** A labelled checkbox bound to the form; the value is a boolean. */
export function CheckboxField({ name, label, hint, className, ...input }: CheckboxFieldProps) {
  const { register } = useFormContext();
  const aria = useFieldAria(name, hint);
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label className={styles.checkbox}>
        <input {...input} {...aria.controlProps} {...register(name)} type="checkbox" />
        {label}
      </label>
      {hint ? (
        <p id={aria.hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {aria.error ? (
        <p id={aria.errorId} className={styles.error}>
          {aria.error}
        </p>
      ) : null}
    </div>
  );
}
