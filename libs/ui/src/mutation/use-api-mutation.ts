import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { QueryKey, UseMutationResult } from '@tanstack/react-query';
import { errorMessage } from '@admin/api-client/contract/core';
import { toast } from '@admin/ui/singletons';

export interface OptimisticUpdate<TVariables> {
  /** The cached query to change at once (e.g. ['orders', 'detail', id]). */
  queryKey: QueryKey;
  /** Its new value given the old one (undefined when not cached) and the mutation's variables. */
  update(old: unknown, variables: TVariables): unknown;
}

export interface ApiMutationOptions<TData, TVariables> {
  mutationFn: (variables: TVariables) => Promise<TData>;
  /** Toast on success (spec text, e.g. 'Order status updated'); none when omitted. */
  success?: string | ((data: TData, variables: TVariables) => string);
  /** The spec's fallback for a failure; the server's message wins when it sends one. */
  errorFallback: string;
  /** Queries made stale by this change; refetched when the mutation settles (success or failure). */
  invalidate?: QueryKey[] | ((data: TData | undefined, variables: TVariables) => QueryKey[]);
  onSuccess?: (data: TData, variables: TVariables) => unknown;
  onError?: (error: unknown, variables: TVariables) => unknown;
  /** Show the change before the server confirms it; rolled back if the server refuses. */
  optimistic?: OptimisticUpdate<TVariables>;
  /** No failure toast: the screen shows the error itself (e.g. a form's banner). */
  silentError?: boolean;
}

interface Snapshot {
  previous: unknown;
  hadData: boolean;
}

/**
 * A write to the API with the suite's feedback: a toast for success and for failure
 * (`errorMessage(error, errorFallback)`), the changed queries invalidated, and an optional
 * optimistic update undone on failure. Features wrap it in their `api/` hooks.
 */
export function useApiMutation<TData = unknown, TVariables = void>(
  options: ApiMutationOptions<TData, TVariables>,
): UseMutationResult<TData, unknown, TVariables, Snapshot | undefined> {
  const queryClient = useQueryClient();
  const { optimistic } = options;
  return useMutation<TData, unknown, TVariables, Snapshot | undefined>({
    mutationFn: options.mutationFn,
    async onMutate(variables) {
      if (!optimistic) return undefined;
      // A fetch in flight would overwrite the optimistic value with the old one.
      await queryClient.cancelQueries({ queryKey: optimistic.queryKey });
      const state = queryClient.getQueryState(optimistic.queryKey);
      const snapshot: Snapshot = { previous: state?.data, hadData: state?.data !== undefined };
      queryClient.setQueryData(optimistic.queryKey, (old: unknown) => optimistic.update(old, variables));
      return snapshot;
    },
    onSuccess(data, variables) {
      const message = typeof options.success === 'function' ? options.success(data, variables) : options.success;
      if (message) toast.success(message);
      return options.onSuccess?.(data, variables);
    },
    onError(error, variables, snapshot) {
      if (optimistic && snapshot) {
        if (snapshot.hadData) queryClient.setQueryData(optimistic.queryKey, snapshot.previous);
        else queryClient.removeQueries({ queryKey: optimistic.queryKey, exact: true });
      }
      if (!options.silentError) toast.error(errorMessage(error, options.errorFallback));
      return options.onError?.(error, variables);
    },
    async onSettled(data, _error, variables) {
      const keys =
        typeof options.invalidate === 'function' ? options.invalidate(data, variables) : (options.invalidate ?? []);
      const all = optimistic ? [optimistic.queryKey, ...keys] : keys;
      await Promise.all(all.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
    },
  });
}
