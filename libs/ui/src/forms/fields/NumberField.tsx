import type { InputHTMLAttributes } from 'react';
import { useFormContext } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface NumberFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'className' | 'required'
    > {}

/** Stored as a number; an empty box is `undefined` (so the schema's "required" message shows, not NaN). */
const toNumber = (raw: unknown): number | undefined => {
  if (typeof raw === 'number') return Number.isNaN(raw) ? undefined : raw;
  if (typeof raw !== 'string' || raw.trim() === '') return undefined;
  const value = Number(raw);
  return Number.isNaN(value) ? undefined : value;
};

/** A labelled number input bound to the form; the value is a number (or undefined when empty). */
export function NumberField({ name, label, hint, required, className, step = 'any', ...input }: NumberFieldProps) {
  const { register } = useFormContext();
  const aria = useFieldAria(name, hint);
  return (
    <FieldFrame {...aria} label={label} hint={hint} required={required} className={className}>
      <input
        inputMode="decimal"
        {...input}
        {...aria.controlProps}
        {...register(name, { setValueAs: toNumber })}
        type="number"
        step={step}
        aria-required={required || undefined}
        className={styles.control}
      />
    </FieldFrame>
  );
}
