import type { ReactNode } from 'react';
import { useFormState } from 'react-hook-form';
import { Button } from '@admin/ui';
import { useFormKit } from './form-kit-context';
import styles from '../forms.module.css';

export interface SubmitBarProps {
  /** Default 'Save'. */
  label?: string;
  /** Shown while the save is under way; default 'Saving…'. */
  pendingLabel?: string;
  /** E.g. a Cancel link; placed before the submit button. */
  children?: ReactNode;
  /** Disables submit for a reason of the screen's (e.g. no permission). */
  disabled?: boolean;
}

/** The form's actions, right-aligned; submit is disabled while the save or an upload is under way. */
export function SubmitBar({ label = 'Save', pendingLabel = 'Saving…', children, disabled }: SubmitBarProps) {
  const { isSubmitting } = useFormState();
  const { pendingUploads } = useFormKit();
  return (
    <div className={styles.submitBar}>
      {pendingUploads > 0 ? <span className={styles.note}>Waiting for the upload to finish…</span> : null}
      {children}
      <Button
        type="submit"
        variant="primary"
        disabled={disabled || isSubmitting || pendingUploads > 0}
        aria-busy={isSubmitting || undefined}
      >
        {isSubmitting ? pendingLabel : label}
      </Button>
    </div>
  );
}
