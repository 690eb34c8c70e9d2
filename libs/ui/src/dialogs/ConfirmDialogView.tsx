import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { Button } from '../feedback/Button';
import styles from './Dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The question, naming the record: "Delete the setting “fee_rate”?" */
  title: string;
  /** What will change, in words: "The setting is removed for every user. This cannot be undone." */
  description: ReactNode;
  /** The verb on the button: "Delete setting". */
  confirmLabel: string;
  /** A red confirm button, for actions that remove or cannot be undone. */
  destructive?: boolean;
  /** The action is running: the confirm button is disabled and shows a spinner. */
  pending?: boolean;
  /**
   * Runs the action. If it returns a promise, the dialog closes when it resolves and stays open
   * (for another try; the failure is toasted by the mutation) when it rejects.
   */
  onConfirm: () => void | Promise<unknown>;
  /** Extra content between the description and the buttons, e.g. a required reason field. */
  children?: ReactNode;
  cancelLabel?: string;
}

/**
 * Asks before an action (alert dialog): focus is trapped and starts on the first field or Cancel,
 * Escape and Cancel close without acting, a click outside does nothing.
 */
export default function ConfirmDialogView({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  destructive = false,
  pending = false,
  onConfirm,
  children,
  cancelLabel = 'Cancel',
}: ConfirmDialogProps) {
  function confirm() {
    const result = onConfirm();
    if (result instanceof Promise) {
      result.then(
        () => onOpenChange(false),
        () => undefined,
      );
    }
  }

  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...focus}
          role="alertdialog"
          className={`${styles.content} ${styles.confirm}`}
          onPointerDownOutside={(event) => event.preventDefault()}
          onInteractOutside={(event) => event.preventDefault()}
        >
          <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
          <RadixDialog.Description asChild>
            <div className={styles.description}>{description}</div>
          </RadixDialog.Description>
          {children ? <div className={styles.body}>{children}</div> : null}
          <div className={styles.footer}>
            <RadixDialog.Close asChild>
              <Button>{cancelLabel}</Button>
            </RadixDialog.Close>
            <Button
              variant={destructive ? 'danger' : 'primary'}
              onClick={confirm}
              disabled={pending}
              aria-busy={pending || undefined}
            >
              {pending ? <span className={styles.busy} aria-hidden="true" /> : null}
              {confirmLabel}
            </Button>
          </div>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
