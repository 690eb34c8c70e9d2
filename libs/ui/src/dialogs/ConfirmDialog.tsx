import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';
import { useOpenedOnce } from './use-opened-once';

export type { ConfirmDialogProps } from './ConfirmDialogView';

// Radix Dialog (focus scope, scroll lock, dismissable layer) loads when a dialog first opens: not with
// the shell's first load (@admin/ui is shared whole), nor with every list that offers a Delete.
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * Asks before an action (alert dialog): focus is trapped and starts on the first field or Cancel,
 * Escape and Cancel close without acting, a click outside does nothing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
