import { Suspense, useState } from 'react';
import { Button, Gated, lazyView, Spinner } from '@admin/ui';
import type { MessagesPanelProps, SendMessageButtonProps, SendMessageDialogProps } from './types';

export type {
  MessageComposerSource,
  MessagesPanelProps,
  MessagesSource,
  SendMessageButtonProps,
  SendMessageDialogProps,
} from './types';

// The list, and the dialog with the form kit, zod and the sanitiser, load when a record first shows its
// messages or staff first open Send message.
const MessagesPanelView = lazyView<MessagesPanelProps>(() => import('./MessagesPanelView'));
const SendMessageDialogView = lazyView<SendMessageDialogProps>(() => import('./SendMessageDialogView'));

/** A record's messages (an order's, a customer's), paged, with Retry on a failed or bounced one. */
export function MessagesPanel(props: MessagesPanelProps) {
  return (
    <Suspense fallback={<Spinner label="Loading messages" block />}>
      <MessagesPanelView {...props} />
    </Suspense>
  );
}

/** The Send message dialog, its code loaded when it first opens. */
export function SendMessageDialog(props: SendMessageDialogProps) {
  // Kept mounted once opened, so the dialog's closing animation and focus return run.
  const [opened, setOpened] = useState(props.open);
  if (props.open && !opened) setOpened(true);
  if (!opened && !props.open) return null;
  return (
    <Suspense fallback={null}>
      <SendMessageDialogView {...props} />
    </Suspense>
  );
}

/**
 * "Send message" and its dialog. A role without `messages.send` sees the button disabled, its
 * tooltip saying which permission the role lacks (the suite's not-allowed words).
 */
export function SendMessageButton({
  maySend,
  label = 'Send message',
  accessibleName,
  size,
  variant = 'secondary',
  ...dialog
}: SendMessageButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Gated allowed={maySend} permission="messages.send">
        <Button
          variant={variant}
          size={size}
          aria-label={accessibleName}
          onClick={() => setOpen(true)}
          onPointerEnter={() => void SendMessageDialogView.preload()}
          onFocus={() => void SendMessageDialogView.preload()}
        >
          {label}
        </Button>
      </Gated>
      {maySend ? <SendMessageDialog {...dialog} open={open} onOpenChange={setOpen} /> : null}
    </>
  );
}
