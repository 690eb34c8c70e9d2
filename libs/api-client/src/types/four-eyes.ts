/**
 * Four eyes: decisions on money and identity that one staff member alone may not make. The first
 * decision waits beside the item (whose status stays Pending / pending) until a different holder of
 * the same permission confirms it (it takes effect then) or sends it back (it is cleared).
 */
import type { Permission } from './permissions';
import type { Assignee } from './queues';

/** The setting (in rupees) above which approving a cancel request (a refund) needs a second approval. */
export const REFUND_SECOND_APPROVAL_SETTING = 'refund_second_approval_threshold';
/** The threshold when the setting is absent or not a number. */
export const REFUND_SECOND_APPROVAL_DEFAULT = 100000;

/**
 * A setting that governs a four-eyes control. A change to it waits for a second Admin (a different,
 * independent holder of `config.write`) like a large refund does, and must lie within its floor and
 * ceiling. Today only the refund threshold governs a control: the KYC rules are in code.
 */
export interface ControlSetting {
  name: string;
  /** What the setting controls, as the Config screen says it. */
  control: string;
  /** The lowest and highest values it may take (a ceiling keeps the control from being switched off). */
  floor: number;
  ceiling: number;
  /** The value that applies when the setting is missing or not a number. */
  fallback: number;
}
export const CONTROL_SETTINGS: readonly ControlSetting[] = [
  {
    name: REFUND_SECOND_APPROVAL_SETTING,
    control: 'Refunds above this amount (rupees) need a second approval',
    floor: 0,
    ceiling: 1_000_000,
    fallback: REFUND_SECOND_APPROVAL_DEFAULT,
  },
];
/** The control a setting governs, if any. */
export const controlSettingOf = (name: string): ControlSetting | undefined =>
  CONTROL_SETTINGS.find((setting) => setting.name === name);

/**
 * Permissions that decide (money, identity, who may do what). Giving a user a role that holds one,
 * or adding one to a role, waits for a second Admin.
 */
export const DECIDE_PERMISSIONS: readonly Permission[] = ['cancel.decide', 'kyc.decide', 'roles.manage'];

/** A first decision waiting for a second staff member. */
export interface AwaitingSecondApproval<D extends string = string> {
  /** What the first staff member decided: `Approved` for a refund; `verified` or `rejected` for a KYC check. */
  decision: D;
  reason: string | null;
  by: Assignee;
  at: string;
}

/**
 * A role holding a decide permission given to an employee, waiting for a second Admin (`decision` is
 * the role's name). An employee added with such a role is added Inactive, holding it pending: a
 * confirmation makes them Active, a send-back leaves them out (deleted, as Delete does).
 */
export interface RoleAwaitingSecondApproval extends AwaitingSecondApproval {
  role: { id: number; name: string };
  /** True when the employee was added with this role (their account waits with it). */
  new_employee: boolean;
}

/** Decide permissions added to a role, waiting for a second Admin (`decision` lists them, comma-separated). */
export interface PermissionsAwaitingSecondApproval extends AwaitingSecondApproval {
  permissions: Permission[];
}

/**
 * Who made a decision that took effect. `by` decided it; when it took two (four eyes), `by` made the
 * first decision and `confirmed_by` the second, so both stay on the record once it is done.
 */
export interface DecisionBy {
  by: Assignee;
  confirmed_by: Assignee | null;
}

/** `POST …/send-back`: clears the first decision; the reason is kept with the item's history. */
export interface SendBackRequest {
  reason?: string;
}
