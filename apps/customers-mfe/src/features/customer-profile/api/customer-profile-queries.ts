import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { customersApi } from '@admin/api-client/customers';
import { auditKeys, CUSTOMER_MESSAGES } from '@admin/api-client/contract';
import type { Customer, CustomerUpdateRequest, KycUpdateRequest, KycVerification } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { customerListKeys } from '../../customer-list/api/customer-list-queries';
import { portfolioKeys } from '../../portfolio/api/portfolio-queries';
import { VERIFICATION_LABELS } from '../kyc-labels';
import { awaitsSecondApproval } from '../../../common/kyc-second-approval';
import { queryRoots } from '../../../common/query-roots';

const customerProfileKeys = {
  detail: (id: number) => [...queryRoots.customers, 'detail', id] as const,
  kyc: (customerId: number) => [...queryRoots.customers, 'kyc', customerId] as const,
  kycPdf: (url: string | null) => [...queryRoots.customers, 'kyc', 'pdf', url] as const,
};

/** What shows a customer on their profile: refetched when someone else changes them (a live update, a KYC decision included). */
export const customerPageKeys = (id: number) => [
  customerProfileKeys.detail(id),
  customerProfileKeys.kyc(id),
  auditKeys.record('customer', id),
];

const customerQuery = (id: number) =>
  queryOptions({ queryKey: customerProfileKeys.detail(id), queryFn: () => customersApi.get(id) });

export function useCustomer(id: number) {
  return useQuery(customerQuery(id));
}

/**
 * A change to the account. `versioned` sends the record's version (If-Match) so a change made on a
 * stale copy is refused; a comment only adds to the history, so it is sent without one.
 */
/** Fetches the customer anew (a live change chosen with Reload): resolves once it is back. */
export function useRefetchCustomer(id: number): () => Promise<void> {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: customerProfileKeys.detail(id) });
}

export function useUpdateCustomer(
  customer: Customer,
  success = 'Customer updated',
  { versioned = true }: { versioned?: boolean } = {},
) {
  return useApiMutation({
    mutationFn: (body: CustomerUpdateRequest) =>
      customersApi.update(customer.id, body, versioned ? customer.version : undefined),
    success,
    errorFallback: CUSTOMER_MESSAGES.update,
    invalidate: [
      customerProfileKeys.detail(customer.id),
      customerListKeys.lists,
      portfolioKeys.detail(customer.id),
      auditKeys.record('customer', customer.id),
    ],
  });
}

/** A comment on the customer, on its own call (`customers.comment`): it replaces nothing, so no version. */
export function useAddCustomerComment(customerId: number) {
  return useApiMutation({
    mutationFn: (comment: string) => customersApi.addComment(customerId, comment),
    success: 'Comment added',
    errorFallback: CUSTOMER_MESSAGES.update,
    invalidate: [customerProfileKeys.detail(customerId), auditKeys.record('customer', customerId)],
  });
}

/**
 * The full PAN and bank details, which every other answer masks: asked for only when a holder of
 * `customers.reveal` presses Show, kept for that view only (`reset` hides them again).
 */
export function useRevealCustomer(customerId: number) {
  return useApiMutation({
    // Tagged with the customer, so a profile reached next in the same view never shows another's.
    mutationFn: async () => ({ customerId, ...(await customersApi.reveal(customerId)) }),
    errorFallback: CUSTOMER_MESSAGES.reveal,
    // Each reveal is in the customer's history.
    invalidate: [auditKeys.record('customer', customerId)],
  });
}

/** A KYC decision on the customer as shown: its version goes as If-Match (409 and the server's message when stale). */
export function useDecideKyc(customer: Pick<Customer, 'id' | 'version'>) {
  const customerId = customer.id;
  return useApiMutation({
    mutationFn: (body: KycUpdateRequest) => customersApi.decideKyc(customerId, body, customer.version),
    success: (answer, body) =>
      body.status !== 'pending' && awaitsSecondApproval(answer, body.verification, body.status)
        ? `${VERIFICATION_LABELS[body.verification]} ${body.status === 'verified' ? 'approval' : 'rejection'} awaiting a second approval`
        : `${VERIFICATION_LABELS[body.verification]} verification ${body.status === 'verified' ? 'approved' : body.status}`,
    errorFallback: CUSTOMER_MESSAGES.kyc,
    invalidate: [
      customerProfileKeys.detail(customerId),
      customerListKeys.lists,
      customerProfileKeys.kyc(customerId),
      auditKeys.record('customer', customerId),
    ],
  });
}

/** A second staff member confirms a KYC decision awaiting a second approval: it takes effect. */
export function useConfirmKyc(customer: Pick<Customer, 'id' | 'version'>) {
  const customerId = customer.id;
  return useApiMutation({
    mutationFn: (verification: KycVerification) => customersApi.confirmKyc(customerId, verification, customer.version),
    success: (_customer, verification) => `${VERIFICATION_LABELS[verification]} decision confirmed`,
    errorFallback: CUSTOMER_MESSAGES.kycConfirm,
    invalidate: [customerProfileKeys.detail(customerId), customerListKeys.lists, customerProfileKeys.kyc(customerId)],
  });
}

/** A second staff member sends a KYC decision awaiting a second approval back (reason optional): the check awaits a decision again. */
export function useSendBackKyc(customer: Pick<Customer, 'id' | 'version'>) {
  const customerId = customer.id;
  return useApiMutation({
    mutationFn: ({ verification, reason }: { verification: KycVerification; reason?: string }) =>
      customersApi.sendBackKyc(customerId, verification, reason ? { reason } : {}, customer.version),
    success: (_customer, { verification }) => `${VERIFICATION_LABELS[verification]} decision sent back`,
    errorFallback: CUSTOMER_MESSAGES.kycSendBack,
    invalidate: [customerProfileKeys.detail(customerId), customerListKeys.lists, customerProfileKeys.kyc(customerId)],
  });
}

/**
 * A save for the edit form: toasts the outcome and rejects on failure, which the form kit shows on
 * the form (keeping the input); on success the saved record goes in the cache and the lists refresh.
 */
export function useSaveCustomer(customer: Customer): (body: CustomerUpdateRequest) => Promise<Customer> {
  const queryClient = useQueryClient();
  return useApiMutation({
    mutationFn: (body: CustomerUpdateRequest) => customersApi.update(customer.id, body, customer.version),
    success: 'Customer updated',
    errorFallback: CUSTOMER_MESSAGES.update,
    onSuccess: (saved) => queryClient.setQueryData(customerProfileKeys.detail(customer.id), saved),
    invalidate: [customerListKeys.lists, auditKeys.record('customer', customer.id)],
  }).mutateAsync;
}

/** Every check's state, evidence files and decision. */
const kycReviewQuery = (customerId: number) =>
  queryOptions({ queryKey: customerProfileKeys.kyc(customerId), queryFn: () => customersApi.kycReview(customerId) });

export function useKycReview(customerId: number) {
  return useQuery(kycReviewQuery(customerId));
}

/** Evidence staff add on the customer's behalf (sent to them by post or e-mail): a pending check then awaits review, a decided one stays decided. */
export function useAddKycEvidence(customerId: number, verification: KycVerification) {
  return useApiMutation({
    mutationFn: (files: File[]) => customersApi.addKycEvidence(customerId, verification, files),
    success: (_check, files) =>
      `${files.length === 1 ? 'File' : `${files.length} files`} added to ${VERIFICATION_LABELS[verification]}`,
    errorFallback: CUSTOMER_MESSAGES.evidence,
    invalidate: [
      customerProfileKeys.kyc(customerId),
      customerProfileKeys.detail(customerId),
      customerListKeys.lists,
      auditKeys.record('customer', customerId),
    ],
  });
}

/**
 * A PDF of the gateway as a local object URL: the shell's content policy lets frames show only
 * `blob:` documents (and the video players), not the API's origin. The blob is typed PDF here, so
 * whatever the bytes, the browser opens it with its PDF viewer.
 */
const pdfObjectUrlQuery = (url: string | null) =>
  queryOptions({
    queryKey: customerProfileKeys.kycPdf(url),
    staleTime: Infinity,
    queryFn: async ({ signal }) => {
      const response = await fetch(url as string, { signal });
      if (!response.ok) throw new Error(`The document could not be loaded (${response.status}).`);
      return URL.createObjectURL(new Blob([await response.arrayBuffer()], { type: 'application/pdf' }));
    },
  });

export function usePdfObjectUrl(url: string | null) {
  return useQuery({ ...pdfObjectUrlQuery(url), enabled: url !== null, gcTime: 0 });
}
