import type { KycVerification } from '@admin/api-client';

/** How staff name each verification. */
export const VERIFICATION_LABELS: Record<KycVerification, string> = { email: 'Email', aadhar: 'Aadhar', pan: 'PAN', video: 'Video' };
