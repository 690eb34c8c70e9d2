import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import styles from './Dialog.module.css';
import { useReturnFocus } from './use-return-focus';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description?: ReactNode;
  children: ReactNode;
  /** Buttons at the bottom right, e.g. Cancel and Save. */
  footer?: ReactNode;
  /** `side`: a full-height panel at the right edge (full width on phones), for reading something beside the page. */
  placement?: 'center' | 'side';
}

/** A modal dialog: focus trapped inside, Escape or the close button closes it, focus returns to the opener. */
export default function DialogView({
  open,
  onOpenChange,
  title,
  description,
  children,
  footer,
  placement = 'center',
}: DialogProps) {
  const focus = useReturnFocus();
  return (
    <RadixDialog.Root open={open} onOpenChange={onOpenChange}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className={styles.overlay} />
        <RadixDialog.Content
          {...focus}
          className={placement === 'side' ? `${styles.content} ${styles.side}` : styles.content}
          // Without a description, say so (Radix otherwise warns about a missing one).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.head}>
            <RadixDialog.Title className={styles.title}>{title}</RadixDialog.Title>
            <RadixDialog.Close className={styles.close} aria-label="Close">
              <span aria-hidden="true">×</span>
            </RadixDialog.Close>
          </div>
          {description ? (
            <RadixDialog.Description className={styles.description}>{description}</RadixDialog.Description>
          ) : null}
          <div className={styles.body}>{children}</div>
          {footer ? <div className={styles.footer}>{footer}</div> : null}
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}
