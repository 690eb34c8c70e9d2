import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { Tooltip } from './Tooltip';

export interface GatedProps {
  /** The user may take the action (e.g. `usePermission(...)`, or no other reason stands in the way). */
  allowed: boolean;
  /** Why the control is disabled, shown on hover and keyboard focus. */
  why: string;
  children: ReactElement<{ disabled?: boolean; to?: unknown; href?: string }>;
}

/**
 * A control the user may not use stays visible, disabled, with a tooltip saying why. When allowed,
 * the control is rendered as given (its own `disabled`, e.g. while a save is pending, still applies).
 * A link drawn as a button (`Button to=…` or `href=…`) becomes a disabled button: a link cannot be disabled.
 */
export function Gated({ allowed, why, children }: GatedProps) {
  if (allowed) return children;
  return <Tooltip content={why}>{cloneElement(children, { disabled: true, to: undefined, href: undefined })}</Tooltip>;
}
