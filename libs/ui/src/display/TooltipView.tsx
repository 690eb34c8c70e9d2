import * as RadixTooltip from '@radix-ui/react-tooltip';
import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import styles from './Tooltip.module.css';
import { needsWrapper } from './needs-wrapper';

export interface TooltipProps {
  /** The hint, e.g. why a control is disabled. */
  content: ReactNode;
  children: ReactNode;
}

export interface TooltipViewProps extends TooltipProps {
  /** What loaded the view (Tooltip.tsx): it opens at once, and takes focus back when focus loaded it. */
  openedBy: 'pointer' | 'focus';
}

/**
 * A hint on hover and keyboard focus. A disabled button gets no pointer or focus events, so it is wrapped
 * in a focusable span: keyboard users can still reach the control and read why it is disabled.
 */
export default function TooltipView({ content, children, openedBy }: TooltipViewProps) {
  const wrap = needsWrapper(children);
  const trigger = useRef<HTMLButtonElement>(null);
  // This element replaced the one the user focused (Tooltip.tsx renders the control until now). Radix types
  // the trigger as a button; with asChild it is whatever element it wraps.
  useEffect(() => {
    if (openedBy === 'focus') trigger.current?.focus();
  }, [openedBy]);
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root defaultOpen>
        <RadixTooltip.Trigger asChild ref={trigger}>
          {wrap ? (
            <span className={styles.wrapper} tabIndex={0}>
              {children}
            </span>
          ) : (
            children
          )}
        </RadixTooltip.Trigger>
        <RadixTooltip.Portal>
          <RadixTooltip.Content className={styles.content} sideOffset={6}>
            {content}
            <RadixTooltip.Arrow className={styles.arrow} />
          </RadixTooltip.Content>
        </RadixTooltip.Portal>
      </RadixTooltip.Root>
    </RadixTooltip.Provider>
  );
}
