import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { Tooltip } from '@admin/ui';

export interface GatedProps {
  /** The user holds the permission the action needs (usePermission). */
  allowed: boolean;
  /** Why the control is disabled, shown on hover and keyboard focus. */
  why: string;
  children: ReactElement<{ disabled?: boolean }>;
}

/** An action the user may not take stays visible, disabled, with a tooltip saying why. */
export function Gated({ allowed, why, children }: GatedProps) {
  if (allowed) return children;
  return <Tooltip content={why}>{cloneElement(children, { disabled: true })}</Tooltip>;
}

export const NO_ORDER_WRITE = 'Your role cannot change orders (needs orders.write).';
export const NO_CANCEL_DECIDE = 'Your role cannot decide cancel requests (needs cancel.decide).';
