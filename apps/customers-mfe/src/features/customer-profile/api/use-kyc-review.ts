import { useQuery } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client';

export const kycReviewKey = (customerId: number) => ['customers', 'kyc', customerId] as const;

/** Every check's state, evidence files and decision. */
export function useKycReview(customerId: number) {
  return useQuery({ queryKey: kycReviewKey(customerId), queryFn: () => customersApi.kycReview(customerId) });
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
