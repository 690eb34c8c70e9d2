import { lazy, Suspense } from 'react';
import type { DialogProps } from './DialogView';
import { useOpenedOnce } from './use-opened-once';

export type { DialogProps } from './DialogView';

// Loaded when the dialog first opens (see ConfirmDialog.tsx).
const DialogView = lazy(() => import('./DialogView'));

/** A modal dialog: focus trapped inside, Escape or the close button closes it, focus returns to the opener. */
export function Dialog(props: DialogProps) {
  const opened = useOpenedOnce(props.open);
  if (!opened) return null;
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
