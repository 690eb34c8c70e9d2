import * as RadixTooltip from '@radix-ui/react-tooltip';
import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';
import styles from './Tooltip.module.css';

export interface TooltipProps {
  /** The hint, e.g. why a control is disabled. */
  content: ReactNode;
  children: ReactNode;
}

function isDisabled(node: ReactNode): boolean {
  return isValidElement(node) && Boolean((node as ReactElement<{ disabled?: boolean }>).props.disabled);
}

/**
 * A hint on hover and keyboard focus. A disabled button gets no pointer or focus events, so it is wrapped
 * in a focusable span: keyboard users can still reach the control and read why it is disabled.
 */
export default function TooltipView({ content, children }: TooltipProps) {
  const wrap = !isValidElement(children) || isDisabled(children);
  return (
    <RadixTooltip.Provider delayDuration={300}>
      <RadixTooltip.Root>
        <RadixTooltip.Trigger asChild>
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
