import { useCallback, useRef } from 'react';
import type { BaseSyntheticEvent } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import { get, useForm } from 'react-hook-form';
import type { DefaultValues, FieldPath, FieldValues, Mode, UseFormReturn } from 'react-hook-form';
// Types only: the kit works with classic zod and with zod/mini schemas (both are zod core schemas),
// so a screen that wants the small build (the sign-in page) can use zod/mini.
import type { $ZodType, input, output } from 'zod/v4/core';
import { describeFailure, FORM_FALLBACK_MESSAGE } from './server-errors';

/** Any zod v4 object schema, classic or mini. */
export type FormSchema = $ZodType<FieldValues, FieldValues>;

/** Where the form-level failures live in RHF's errors (root errors are cleared on every submit). */
export const ROOT_ERROR = { server: 'root.server', conflict: 'root.conflict' } as const;

export interface UseZodFormOptions<S extends FormSchema> {
  schema: S;
  defaultValues: DefaultValues<input<S>>;
  /** Sends the parsed values; a rejection is shown on the form and every typed value is kept. */
  onSubmit: (values: output<S>) => Promise<unknown> | unknown;
  /** The spec's fallback message of this save (e.g. 'Failed to add setting'), when the server gives none. */
  errorFallback?: string;
  /** When fields validate first (RHF mode); after a submit they re-validate as the user types. */
  mode?: Mode;
}

export interface ZodForm<S extends FormSchema> {
  /** The react-hook-form instance (pass to `<Form form={form}>`). */
  form: UseFormReturn<input<S>, unknown, output<S>>;
  /** Validates, then calls `onSubmit`; never rejects. */
  submit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The last save's message (the server's on a 400, else the fallback); null when none. */
  formError: string | null;
  /** The last save met a 409 `code: 'conflict'` (the record was changed by someone else) or a 428 (no version sent). */
  conflict: boolean;
  isSubmitting: boolean;
  /** Typed but not saved, and no save under way: what `useLeaveGuard(unsaved)` should guard. */
  unsaved: boolean;
}

/**
 * A react-hook-form form validated by a zod schema, with the suite's save behaviour: field errors
 * from zod, the server's 400 message on the form (and beside the field it names), a 409 conflict
 * with a Reload choice, values kept on any failure, one save at a time.
 */
export function useZodForm<S extends FormSchema>(options: UseZodFormOptions<S>): ZodForm<S> {
  const { schema, onSubmit, errorFallback = FORM_FALLBACK_MESSAGE } = options;
  const form = useForm<input<S>, unknown, output<S>>({
    // zodResolver's overloads cannot infer through the generic S; the runtime accepts any zod v4 schema.
    resolver: zodResolver(schema as unknown as Parameters<typeof zodResolver>[0]) as never,
    defaultValues: options.defaultValues,
    mode: options.mode ?? 'onSubmit',
  });
  const busy = useRef(false);

  const { handleSubmit, setError, getValues, reset } = form;
  const submit = useCallback(
    async (event?: BaseSyntheticEvent) => {
      event?.preventDefault?.();
      if (busy.current) return;
      busy.current = true;
      try {
        await handleSubmit(async (values) => {
          try {
            await onSubmit(values);
          } catch (error) {
            const failure = describeFailure(error, errorFallback, (name) => get(getValues(), name) !== undefined);
            if (failure.kind === 'conflict') {
              setError(ROOT_ERROR.conflict, { type: 'conflict', message: failure.message });
              return;
            }
            setError(ROOT_ERROR.server, { type: 'server', message: failure.message });
            if (failure.field)
              setError(failure.field.name as FieldPath<input<S>>, { type: 'server', message: failure.field.message });
            return;
          }
          // Saved: what is on screen is the new baseline, so leaving no longer asks.
          reset(getValues());
        })(event);
      } finally {
        busy.current = false;
      }
    },
    [errorFallback, getValues, handleSubmit, onSubmit, reset, setError],
  );

  const { errors, isSubmitting, isDirty } = form.formState;
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  return {
    form,
    submit,
    formError: root?.server?.message ?? null,
    conflict: Boolean(root?.conflict),
    isSubmitting,
    unsaved: isDirty && !isSubmitting,
  };
}
