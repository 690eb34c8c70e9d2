import type { InputHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface TextFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'required'
    > {
  /** Rewrites what is typed before it is stored, e.g. digits only. */
  normalize?: (typed: string) => string;
}

/** A labelled text input bound to the form (`type` may be text, email, tel, url, password, search). */
export function TextField({ name, label, hint, required, className, normalize, onBlur, ...input }: TextFieldProps) {
  const {
    field: { ref, name: path, value, disabled, onChange, onBlur: markTouched },
  } = useController({ name });
  const aria = useFieldAria(name, hint);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <input
        {...input}
        {...aria.controlProps}
        ref={ref}
        name={path}
        className={styles.control}
        aria-required={required || undefined}
        value={(value as string | undefined) ?? ''}
        disabled={input.disabled ?? disabled}
        onChange={(event) => onChange(normalize ? normalize(event.target.value) : event.target.value)}
        onBlur={(event) => {
          markTouched();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
