import { useCallback, useState } from 'react';
import type { ReactNode } from 'react';
import { ConfirmDialog } from '@admin/ui';

/** One inline change a customer will see, asked about before its call is sent. */
export interface InlineChange {
  /** The question, naming the record and the change: "Change “Sunrise Villas” to Active?" */
  title: string;
  /** What the change means for customers, in words. */
  description: string;
  /** The verb on the button: "Set to Active". */
  confirmLabel: string;
  /** Sends the call (with the version the row was loaded with). */
  send: () => void;
}

/**
 * Inline controls (status selects, switches in a row) only ask: `ask(change)` opens a confirmation
 * naming the record and the change; Confirm sends one call, Cancel sends nothing and, as the
 * control is driven by the loaded record, leaves it as it was. Render `dialog` once per screen.
 */
export function useConfirmedChange(): { ask: (change: InlineChange) => void; dialog: ReactNode } {
  const [change, setChange] = useState<InlineChange | null>(null);
  const [open, setOpen] = useState(false);
  // Stable, so columns built with it are not rebuilt (which would remount every cell and lose focus).
  const ask = useCallback((next: InlineChange) => {
    setChange(next);
    setOpen(true);
  }, []);
  const dialog = (
    <ConfirmDialog
      open={open}
      onOpenChange={setOpen}
      title={change?.title ?? ''}
      description={change?.description ?? ''}
      confirmLabel={change?.confirmLabel ?? 'Confirm'}
      onConfirm={() => {
        // The mutation updates the row at once and toasts its outcome, so the dialog need not wait.
        change?.send();
        setOpen(false);
      }}
    />
  );
  return { ask, dialog };
}
