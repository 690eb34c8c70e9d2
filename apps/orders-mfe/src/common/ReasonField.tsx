import styles from './shared.module.css';

export const REASON_MAX = 1000;

export interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  error?: string;
  /** The reason may be left empty (e.g. sending a decision back). */
  optional?: boolean;
}

/** A reason inside a confirmation (cancel request, rejection, send back), its error linked for screen readers. */
export function ReasonField({ id, label, value, onChange, error, optional = false }: ReasonFieldProps) {
  const errorId = `${id}-error`;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <textarea
        id={id}
        rows={3}
        maxLength={REASON_MAX}
        value={value}
        required={!optional}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? errorId : undefined}
        onChange={(event) => onChange(event.target.value)}
      />
      {error ? (
        <p id={errorId} className={styles.fieldError}>
          {error}
        </p>
      ) : null}
    </div>
  );
}
