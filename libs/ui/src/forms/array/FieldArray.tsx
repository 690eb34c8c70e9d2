import type { ReactNode } from 'react';
import { get, useFieldArray, useFormContext, useFormState } from 'react-hook-form';
import type { FieldValues } from 'react-hook-form';
import { Button } from '@admin/ui';
import styles from '../forms.module.css';

export interface FieldArrayProps<TRow extends FieldValues> {
  /** The array's path in the form, e.g. `risks`; a row's fields are `${name}.${index}.field`. */
  name: string;
  /** The fields of row `index` (e.g. `<TextField name={`risks.${index}.title`} … />`). */
  render: (index: number) => ReactNode;
  /** The values of a new row (or a function making them). */
  newRow: TRow | (() => TRow);
  /** The add button's text, e.g. 'Add risk'. */
  addLabel: string;
  /** The group's legend, e.g. 'Risks'. */
  label?: string;
  /** How a row is named to screen readers in its buttons; default `Row N`. */
  rowLabel?: (index: number) => string;
  /** No add beyond this many rows. */
  max?: number;
}

/** A list of rows in a form: add, remove, move up and down; errors of the list itself under it. */
export function FieldArray<TRow extends FieldValues>({
  name,
  render,
  newRow,
  addLabel,
  label,
  rowLabel,
  max,
}: FieldArrayProps<TRow>) {
  const { control } = useFormContext();
  const { fields, append, remove, move } = useFieldArray({ control, name });
  const { errors } = useFormState({ name });
  const listError = get(errors, name) as { message?: string; root?: { message?: string } } | undefined;
  const message = listError?.message ?? listError?.root?.message;
  const nameOf = rowLabel ?? ((index: number) => `Row ${index + 1}`);
  const full = max !== undefined && fields.length >= max;

  return (
    <fieldset className={styles.fieldset}>
      {label ? <legend className={styles.legend}>{label}</legend> : null}
      {fields.length > 0 ? (
        <ol className={styles.rows}>
          {fields.map((field, index) => (
            <li key={field.id} className={styles.row} aria-label={nameOf(index)}>
              <div className={styles.fieldset}>{render(index)}</div>
              <div className={styles.rowActions}>
                <Button
                  variant="ghost"
                  aria-label={`Move ${nameOf(index)} up`}
                  title="Move up"
                  disabled={index === 0}
                  onClick={() => move(index, index - 1)}
                >
                  ↑
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Move ${nameOf(index)} down`}
                  title="Move down"
                  disabled={index === fields.length - 1}
                  onClick={() => move(index, index + 1)}
                >
                  ↓
                </Button>
                <Button
                  variant="ghost"
                  aria-label={`Remove ${nameOf(index)}`}
                  title="Remove"
                  onClick={() => remove(index)}
                >
                  Remove
                </Button>
              </div>
            </li>
          ))}
        </ol>
      ) : null}
      {message ? (
        <p role="alert" className={styles.error}>
          {message}
        </p>
      ) : null}
      <div>
        <Button
          variant="secondary"
          disabled={full}
          onClick={() => append((typeof newRow === 'function' ? (newRow as () => TRow)() : newRow) as never)}
        >
          {addLabel}
        </Button>
      </div>
    </fieldset>
  );
}
