import { useQuery, useQueryClient } from '@tanstack/react-query';
import { CUSTOMER_MESSAGES, customersApi, errorMessage } from '@admin/api-client';
import type { Customer, CustomerUpdateRequest, KycUpdateRequest } from '@admin/api-client';
import { toast, useApiMutation } from '@admin/ui';
import { VERIFICATION_LABELS } from '../kyc-labels';
import { kycReviewKey } from './use-kyc-review';

export const customerKeys = {
  detail: (id: number) => ['customers', 'detail', id] as const,
};

export function useCustomer(id: number) {
  return useQuery({ queryKey: customerKeys.detail(id), queryFn: () => customersApi.get(id) });
}


/**
 * A change to the account. `versioned` sends the record's version (If-Match) so a change made on a
 * stale copy is refused; a comment only adds to the history, so it is sent without one.
 */
export function useUpdateCustomer(customer: Customer, success = 'Customer updated', { versioned = true }: { versioned?: boolean } = {}) {
  return useApiMutation({
    mutationFn: (body: CustomerUpdateRequest) => customersApi.update(customer.id, body, versioned ? customer.version : undefined),
    success,
    errorFallback: CUSTOMER_MESSAGES.update,
    invalidate: [customerKeys.detail(customer.id), ['customers', 'list'], ['customers', 'portfolio', customer.id]],
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
  });
}

/** A KYC decision on the customer as shown: its version goes as If-Match (409 and the server's message when stale). */
export function useDecideKyc(customer: Pick<Customer, 'id' | 'version'>) {
  const customerId = customer.id;
  return useApiMutation({
    mutationFn: (body: KycUpdateRequest) => customersApi.decideKyc(customerId, body, customer.version),
    success: (_customer, body) => `${VERIFICATION_LABELS[body.verification]} verification ${body.status === 'verified' ? 'approved' : body.status}`,
    errorFallback: CUSTOMER_MESSAGES.kyc,
    invalidate: [customerKeys.detail(customerId), ['customers', 'list'], kycReviewKey(customerId)],
  });
}

/**
 * A save for the edit form: toasts the outcome and rethrows a failure, which the form kit shows on
 * the form (keeping the input); on success the saved record goes in the cache and the lists refresh.
 */
export function useSaveCustomer(customer: Customer) {
  const queryClient = useQueryClient();
  return async (body: CustomerUpdateRequest): Promise<Customer> => {
    let saved: Customer;
    try {
      saved = await customersApi.update(customer.id, body, customer.version);
    } catch (error) {
      toast.error(errorMessage(error, CUSTOMER_MESSAGES.update));
      throw error;
    }
    toast.success('Customer updated');
    queryClient.setQueryData(customerKeys.detail(customer.id), saved);
    await queryClient.invalidateQueries({ queryKey: ['customers', 'list'] });
    return saved;
  };
}
