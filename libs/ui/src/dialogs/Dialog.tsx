import { lazy, Suspense } from 'react';
import type { DialogProps } from './DialogView';

export type { DialogProps } from './DialogView';

// Loaded with the first page that uses a dialog (see ConfirmDialog.tsx).
const DialogView = lazy(() => import('./DialogView'));

/** A modal dialog: focus trapped inside, Escape or the close button closes it, focus returns to the opener. */
export function Dialog(props: DialogProps) {
  return (
    <Suspense fallback={null}>
      <DialogView {...props} />
    </Suspense>
  );
}
