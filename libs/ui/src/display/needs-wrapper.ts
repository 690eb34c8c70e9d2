import { isValidElement } from 'react';
import type { ReactElement, ReactNode } from 'react';

/** A disabled control gets no pointer or focus events, so a tooltip wraps it in a focusable span. */
export function needsWrapper(children: ReactNode): boolean {
  return !isValidElement(children) || Boolean((children as ReactElement<{ disabled?: boolean }>).props.disabled);
}
