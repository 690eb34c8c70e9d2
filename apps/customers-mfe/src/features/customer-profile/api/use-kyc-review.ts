import { useQuery } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, customersApi } from '@admin/api-client';
import type { KycVerification } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { VERIFICATION_LABELS } from '../kyc-labels';

export const kycReviewKey = (customerId: number) => ['customers', 'kyc', customerId] as const;

/** Every check's state, evidence files and decision. */
export function useKycReview(customerId: number) {
  return useQuery({ queryKey: kycReviewKey(customerId), queryFn: () => customersApi.kycReview(customerId) });
}

/** Evidence staff add on the customer's behalf (sent to them by post or e-mail); the check then awaits review. */
export function useAddKycEvidence(customerId: number, verification: KycVerification) {
  return useApiMutation({
    mutationFn: (files: File[]) => customersApi.addKycEvidence(customerId, verification, files),
    success: (_check, files) => `${files.length === 1 ? 'File' : `${files.length} files`} added to ${VERIFICATION_LABELS[verification]}`,
    errorFallback: CUSTOMER_MESSAGES.evidence,
    invalidate: [kycReviewKey(customerId), ['customers', 'detail', customerId], ['customers', 'list']],
  });
}

/**
 * A PDF of the gateway as a local object URL: the shell's content policy lets frames show only
 * `blob:` documents (and the video players), not the API's origin. The blob is typed PDF here, so
 * whatever the bytes, the browser opens it with its PDF viewer.
 */
export function usePdfObjectUrl(url: string | null) {
  return useQuery({
    queryKey: ['customers', 'kyc', 'pdf', url],
    enabled: url !== null,
    staleTime: Infinity,
    gcTime: 0,
    queryFn: async ({ signal }) => {
      const response = await fetch(url as string, { signal });
      if (!response.ok) throw new Error(`The document could not be loaded (${response.status}).`);
      return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
    },
  });
}
