import type { Kyc, KycStatus } from '@admin/api-client/contract';

type Verifications = Pick<
  Kyc,
  'email_verification_status' | 'aadhar_verification_status' | 'pan_verification_status' | 'video_verification_status'
>;

/** Overall KYC: verified when all four are, rejected when any is, pending otherwise. */
export function overallKyc(v: Verifications): KycStatus {
  const all = [
    v.email_verification_status,
    v.aadhar_verification_status,
    v.pan_verification_status,
    v.video_verification_status,
  ];
  if (all.includes('rejected')) return 'rejected';
  return all.every((s) => s === 'verified') ? 'verified' : 'pending';
}
