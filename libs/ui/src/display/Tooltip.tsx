import { useRef, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { needsWrapper } from './needs-wrapper';
import styles from './Tooltip.module.css';
import type { TooltipProps, TooltipViewProps } from './TooltipView';

export type { TooltipProps } from './TooltipView';

// Radix Tooltip brings floating-ui (~13 KiB gz with its popper). It loads when a user first points at
// or focuses the control, not with the page: most users never need the hint (it explains a control
// their role cannot use), and a page that renders one while the user's permissions load would
// otherwise fetch it on every first load.
let loadedView: ComponentType<TooltipViewProps> | null = null;
let loading: Promise<void> | null = null;
function loadView(): Promise<void> {
  loading ??= import('./TooltipView').then((module) => {
    loadedView = module.default;
  });
  return loading;
}

type Intent = 'pointer' | 'focus';

/** A hint on hover and keyboard focus, e.g. why a control is disabled. */
export function Tooltip(props: TooltipProps) {
  const [openedBy, setOpenedBy] = useState<Intent | null>(null);
  const View = loadedView;
  // Once loaded, Radix takes over (the first render opens it for the hover or focus that loaded it).
  if (View && openedBy) return <View {...props} openedBy={openedBy} />;
  return (
    <IdleTrigger onIntent={setOpenedBy} hasView={View !== null}>
      {props.children}
    </IdleTrigger>
  );
}

/**
 * The control as it shows before the tooltip's code has loaded: the same element, listening for the
 * first hover or focus. When the code arrives, the hint opens only if that hover or focus still holds.
 */
function IdleTrigger({
  children,
  onIntent,
  hasView,
}: {
  children: ReactNode;
  onIntent: (intent: Intent) => void;
  hasView: boolean;
}) {
  const box = useRef<HTMLSpanElement>(null);
  const stillWanted = (): Intent | null => {
    const element = box.current;
    if (!element) return null;
    if (element.contains(document.activeElement)) return 'focus';
    return element.matches(':hover') ? 'pointer' : null;
  };
  const want = (intent: Intent) => {
    if (hasView) return onIntent(intent);
    void loadView().then(() => {
      const wanted = stillWanted();
      if (wanted) onIntent(wanted);
    });
  };
  const wrapped = needsWrapper(children);
  return (
    // A disabled control is wrapped in a focusable box; a plain one in a box that adds no layout.
    <span
      ref={box}
      className={wrapped ? styles.wrapper : styles.contents}
      tabIndex={wrapped ? 0 : undefined}
      onPointerEnter={() => want('pointer')}
      onFocus={() => want('focus')}
    >
      {children}
    </span>
  );
}
