import { useState } from 'react';
import { createRoot } from 'react-dom/client';
import { ConfirmDialog } from '@admin/ui';

/** Asked before leaving a form with unsaved changes (ours; the spec names no text). */
export const LEAVE_MESSAGE = 'You have unsaved changes. Leave this page and lose them?';

export interface LeaveQuestion {
  title?: string;
  /** What is lost, in words. */
  message?: string;
  confirmLabel?: string;
}

function LeaveDialog({
  title,
  message,
  confirmLabel,
  onAnswer,
}: Required<LeaveQuestion> & { onAnswer: (leave: boolean) => void }) {
  const [open, setOpen] = useState(true);
  const answer = (leave: boolean) => {
    setOpen(false);
    onAnswer(leave);
  };
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => (next ? undefined : answer(false))}
      title={title}
      description={message}
      confirmLabel={confirmLabel}
      cancelLabel="Stay"
      destructive
      onConfirm={() => answer(true)}
    />
  );
}

/**
 * Asks, with the kit's dialog, whether to leave a form with unsaved changes; resolves true to leave.
 * The question is asked from hooks and callbacks (a router blocker, a step change), which render
 * nothing themselves, so the dialog gets a small React root of its own, removed once answered.
 */
export function askToLeave({
  title = 'Leave without saving?',
  message = LEAVE_MESSAGE,
  confirmLabel = 'Leave and lose changes',
}: LeaveQuestion = {}): Promise<boolean> {
  return new Promise((resolve) => {
    const host = document.createElement('div');
    document.body.append(host);
    const root = createRoot(host);
    const onAnswer = (leave: boolean) => {
      resolve(leave);
      // After the closing render, so focus goes back to where it was before the root goes.
      setTimeout(() => {
        root.unmount();
        host.remove();
      }, 0);
    };
    root.render(<LeaveDialog title={title} message={message} confirmLabel={confirmLabel} onAnswer={onAnswer} />);
  });
}
