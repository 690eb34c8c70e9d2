import { cloneElement } from 'react';
import type { ReactElement } from 'react';
import { notAllowedReason } from '@admin/api-client/contract/core';
import type { Permission } from '@admin/api-client/contract';
import { Tooltip } from './Tooltip';

export type GatedProps = {
  /** The user may take the action (e.g. `usePermission(...)`, or no other reason stands in the way). */
  allowed: boolean;
  children: ReactElement<{ disabled?: boolean; to?: unknown; href?: string }>;
} & (
  | {
      /** The permission the action needs: the tooltip names it in staff words (the not-allowed card's words). */
      permission: Permission;
      why?: never;
    }
  | {
      /** Why the control is disabled when it is not a permission (the record's state, four eyes). */
      why: string;
      permission?: never;
    }
);

/**
 * A control the user may not use stays visible, disabled, with a tooltip saying why. When allowed,
 * the control is rendered as given (its own `disabled`, e.g. while a save is pending, still applies).
 * A link drawn as a button (`Button to=…` or `href=…`) becomes a disabled button: a link cannot be disabled.
 */
export function Gated({ allowed, why, permission, children }: GatedProps) {
  if (allowed) return children;
  const content = permission ? notAllowedReason(permission) : (why ?? '');
  return (
    <Tooltip content={content}>{cloneElement(children, { disabled: true, to: undefined, href: undefined })}</Tooltip>
  );
}
