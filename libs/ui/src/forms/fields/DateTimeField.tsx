import type { InputHTMLAttributes } from 'react';
import { useController } from 'react-hook-form';
import { FieldFrame, useFieldAria } from './FieldFrame';
import type { FieldBaseProps } from './FieldFrame';
import styles from '../forms.module.css';
import { staffZone, timeZoneAbbreviation } from '@admin/ui';
import { instantOfWallClock, wallClockText } from './wall-clock';

export interface DateTimeFieldProps
  extends FieldBaseProps,
    Omit<
      InputHTMLAttributes<HTMLInputElement>,
      'name' | 'id' | 'type' | 'value' | 'defaultValue' | 'onChange' | 'className' | 'required'
    > {}

/**
 * An ISO instant as `datetime-local` text on the staff member's wall clock (their zone, chosen on the
 * Profile page, IST by default), the zone every time beside the field is shown in ('' if none).
 */
export function isoToLocalInput(iso: unknown, zone: string = staffZone()): string {
  if (typeof iso !== 'string' || iso === '') return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return wallClockText(date, zone);
}

/** `datetime-local` text, read in the staff member's zone, as an ISO instant in UTC; undefined when empty. */
export function localInputToIso(local: string, zone: string = staffZone()): string | undefined {
  if (local === '') return undefined;
  return instantOfWallClock(local, zone)?.toISOString();
}

/**
 * A labelled date-and-time input bound to the form. The staff member types a time in their own zone
 * (which the hint names, unless a hint is given); the value is an ISO 8601 instant
 * (`2026-11-22T08:35:00.000Z`), or undefined when empty.
 */
export function DateTimeField({
  name,
  label,
  hint: givenHint,
  required,
  className,
  onBlur,
  ...input
}: DateTimeFieldProps) {
  const hint = givenHint ?? `In ${timeZoneAbbreviation(staffZone(), new Date())}, your time zone`;
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
