import { lazy, Suspense } from 'react';
import type { ConfirmDialogProps } from './ConfirmDialogView';

export type { ConfirmDialogProps } from './ConfirmDialogView';

// Radix Dialog (focus scope, scroll lock, dismissable layer) loads with the first page that uses a
// dialog, not with the shell's first load (see DataTable.tsx for why).
const ConfirmDialogView = lazy(() => import('./ConfirmDialogView'));

/**
 * Asks before an action (alert dialog): focus is trapped and starts on the first field or Cancel,
 * Escape and Cancel close without acting, a click outside does nothing.
 */
export function ConfirmDialog(props: ConfirmDialogProps) {
  return (
    <Suspense fallback={null}>
      <ConfirmDialogView {...props} />
    </Suspense>
  );
}
