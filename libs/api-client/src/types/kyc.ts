/** KYC of a customer (docs/product.md#records-and-their-fields): one overall status and four verifications. */
export const KYC_STATUSES = ['pending', 'verified', 'rejected'] as const;
export type KycStatus = (typeof KYC_STATUSES)[number];

export const KYC_VERIFICATIONS = ['email', 'aadhar', 'pan', 'video'] as const;
export type KycVerification = (typeof KYC_VERIFICATIONS)[number];

export interface Kyc {
  /** 'verified' once all four verifications are verified, 'rejected' if any is rejected, else 'pending'. */
  status: KycStatus;
  email_verification_status: KycStatus;
  aadhar_verification_status: KycStatus;
  pan_verification_status: KycStatus;
  video_verification_status: KycStatus;
  updated_at: string;
}

/** `PUT /v2/customer/{id}/kyc`: set one verification. */
export interface KycUpdateRequest {
  verification: KycVerification;
  status: KycStatus;
  /** Why, kept in the customer's comments (required when rejecting). */
  comment?: string;
}
