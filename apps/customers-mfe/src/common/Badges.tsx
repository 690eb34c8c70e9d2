import type { KycCheckState, KycStatus, UserStatus } from '@admin/api-client';
import { StatusBadge } from '@admin/ui';
import type { StatusTone } from '@admin/ui';

const KYC_TONES: Record<KycStatus, StatusTone> = { verified: 'success', pending: 'warning', rejected: 'danger' };
export const KYC_LABELS: Record<KycStatus, string> = { verified: 'Verified', pending: 'Pending', rejected: 'Rejected' };

/** A KYC status (overall or one verification) as a coloured badge with its word. */
export function KycBadge({ status }: { status: KycStatus | undefined }) {
  const value = status ?? 'pending';
  return <StatusBadge tone={KYC_TONES[value]}>{KYC_LABELS[value]}</StatusBadge>;
}

const CHECK_TONES: Record<KycCheckState, StatusTone> = {
  not_submitted: 'neutral',
  submitted: 'info',
  approved: 'success',
  rejected: 'danger',
};
export const CHECK_LABELS: Record<KycCheckState, string> = {
  not_submitted: 'Not submitted',
  submitted: 'Awaiting review',
  approved: 'Verified',
  rejected: 'Rejected',
};

/** One KYC check's review state: pending splits into not submitted and awaiting review. */
export function KycCheckBadge({ state }: { state: KycCheckState }) {
  return <StatusBadge tone={CHECK_TONES[state]}>{CHECK_LABELS[state]}</StatusBadge>;
}

const USER_TONES: Record<UserStatus, StatusTone> = { Active: 'success', Inactive: 'neutral', Blocked: 'danger' };

/** An account status (Active, Inactive, Blocked) as a badge. */
export function UserStatusBadge({ status }: { status: UserStatus }) {
  return <StatusBadge tone={USER_TONES[status] ?? 'neutral'}>{status}</StatusBadge>;
}
