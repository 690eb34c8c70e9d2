import type { KycVerification } from '@admin/api-client';

/** How staff name each verification (the profile's checks, the list's check columns and bulk actions). */
export const VERIFICATION_LABELS: Record<KycVerification, string> = {
  email: 'Email',
  aadhar: 'Aadhaar',
  pan: 'PAN',
  video: 'Video',
};
