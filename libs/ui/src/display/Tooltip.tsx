import { lazy, Suspense } from 'react';
import type { TooltipProps } from './TooltipView';

export type { TooltipProps } from './TooltipView';

// Radix Tooltip brings floating-ui (~11 KiB gz): loaded with the first page that shows a tooltip,
// the control itself showing meanwhile.
const TooltipView = lazy(() => import('./TooltipView'));

/** A hint on hover and keyboard focus, e.g. why a control is disabled. */
export function Tooltip(props: TooltipProps) {
  return (
    <Suspense fallback={props.children}>
      <TooltipView {...props} />
    </Suspense>
  );
}
