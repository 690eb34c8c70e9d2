import type { Customer, KycVerification } from '@admin/api-client';

/**
 * Whether a KYC decision the API accepted went to a second approval instead of taking effect: a
 * rejection, or the approval that would verify the customer, leaves the check's status as it was
 * until another staff member confirms it.
 */
export function awaitsSecondApproval(
  answer: Pick<Customer, 'kyc'>,
  verification: KycVerification,
  status: 'verified' | 'rejected',
): boolean {
  return (answer.kyc?.[`${verification}_verification_status`] ?? 'pending') !== status;
}
