import type { TextareaHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface TextAreaFieldProps
  extends FieldBaseProps,
    Omit<
      TextareaHTMLAttributes<HTMLTextAreaElement>,
      'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className' | 'required'
    > {}

/** A labelled multi-line text input bound to the form. */
export function TextAreaField({ name, label, hint, required, className, ...input }: TextAreaFieldProps) {
  const { register } = useFormContext();
  const aria = useFieldAria(name, hint);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <textarea
        {...input}
        {...aria.controlProps}
        {...register(name)}
        aria-required={required || undefined}
        className={styles.control}
      />
    </FieldFrame>
  );
}
