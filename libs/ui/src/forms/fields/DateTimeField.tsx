import type { InputHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';

export interface DateTimeFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'required'
    > {}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO instant as the browser's `datetime-local` text, in the user's time zone ('' if none). */
export function isoToLocalInput(iso: unknown): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}T${pad(date.getHours())}:${pad(date.getMinutes())}`;
}

/** `datetime-local` text (the user's time zone) as an ISO instant in UTC; undefined when empty. */
export function localInputToIso(local: string): string | undefined {
  if (local === '') return undefined;
  const date = new Date(local);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/**
 * A labelled date-and-time input bound to the form. The user types local time; the value is an
 * ISO 8601 instant (`2026-11-22T08:35:00.000Z`), or undefined when empty.
 */
export function DateTimeField({ name, label, hint, required, className, onBlur, ...input }: DateTimeFieldProps) {
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
        type="datetime-local"
        aria-required={required || undefined}
        className={styles.control}
        value={isoToLocalInput(value)}
        disabled={input.disabled ?? disabled}
        onChange={(event) => onChange(localInputToIso(event.target.value))}
        onBlur={(event) => {
          markTouched();
          onBlur?.(event);
        }}
      />
    </FieldFrame>
  );
}
