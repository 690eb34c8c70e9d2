import { useId } from 'react';
import type { ReactNode } from 'react';
import { get, useFormState } from 'react-hook-form';
import styles from '../forms.module.css';

/** Props every field takes besides its own. */
export interface FieldBaseProps {
  /** The value's path in the form, e.g. `price` or `risks.2.title`. */
  name: string;
  label: string;
  hint?: string;
  /** Marks the label (validation itself is the schema's). */
  required?: boolean;
  className?: string;
}

/** The ids and ARIA wiring of one field: its label, hint and error text read with the control. */
export function useFieldAria(name: string, hint: string | undefined) {
  const id = useId();
  const { errors } = useFormState({ name });
  const error = (get(errors, name) as { message?: string } | undefined)?.message;
  const hintId = hint ? `${id}-hint` : undefined;
  const errorId = error ? `${id}-error` : undefined;
  const describedBy = [hintId, errorId].filter(Boolean).join(' ') || undefined;
  return {
    id,
    error,
    hintId,
    errorId,
    /** Spread on the control. */
    controlProps: { id, 'aria-invalid': error ? true : undefined, 'aria-describedby': describedBy } as const,
  };
}

export interface FieldFrameProps {
  id: string;
  label: string;
  hint?: string;
  hintId?: string;
  error?: string;
  errorId?: string;
  required?: boolean;
  className?: string;
  children: ReactNode;
}

/** Label above, control, then hint and error text. */
export function FieldFrame({
  id,
  label,
  hint,
  hintId,
  error,
  errorId,
  required,
  className,
  children,
}: FieldFrameProps) {
  return (
    <div className={[styles.field, className].filter(Boolean).join(' ')}>
      <label htmlFor={id} className={styles.label}>
        {label}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </label>
      {children}
      {hint ? (
        <p id={hintId} className={styles.hint}>
          {hint}
        </p>
      ) : null}
      {error ? (
        <p id={errorId} className={styles.error}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
