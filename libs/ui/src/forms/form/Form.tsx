import { useCallback, useMemo, useState } from 'react';
import type { BaseSyntheticEvent, FormHTMLAttributes, ReactNode } from 'react';
import { FormProvider, useFormState } from 'react-hook-form';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { Button } from '@admin/ui';
import { FormKitContext } from './form-kit-context';
import styles from '../forms.module.css';

export interface FormProps<TValues extends FieldValues, TOutput>
  extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'noValidate'> {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** `submit` from `useZodForm`. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The conflict banner's Reload; reloads the page unless given (e.g. refetch and remount the form). */
  onReload?: () => void;
  children: ReactNode;
}

/**
 * `<form noValidate>` with the form-level failure on top: the server's message, or the
 * "changed by someone else" conflict with a Reload choice. Fields inside read the form from context.
 */
export function Form<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  onReload,
  children,
  className,
  ...rest
}: FormProps<TValues, TOutput>) {
  const [pendingUploads, setPendingUploads] = useState(0);
  const beginUpload = useCallback(() => {
    setPendingUploads((n) => n + 1);
    let ended = false;
    return () => {
      if (ended) return;
      ended = true;
      setPendingUploads((n) => n - 1);
    };
  }, []);
  const kit = useMemo(() => ({ pendingUploads, beginUpload }), [pendingUploads, beginUpload]);

  return (
    <FormProvider {...form}>
      <FormKitContext.Provider value={kit}>
        <form
          noValidate
          onSubmit={(event) => void onSubmit(event)}
          className={[styles.form, className].filter(Boolean).join(' ')}
          {...rest}
        >
          <FormBanner onReload={onReload} />
          {children}
        </form>
      </FormKitContext.Provider>
    </FormProvider>
  );
}

function FormBanner({ onReload }: { onReload: (() => void) | undefined }) {
  const { errors } = useFormState();
  const root = errors.root as Record<string, { message?: string } | undefined> | undefined;
  const conflict = root?.conflict?.message;
  const server = root?.server?.message;
  if (conflict) {
    return (
      <div role="alert" className={`${styles.banner} ${styles.conflict}`}>
        <span>{conflict} Reloading shows the saved values; what you typed here will be lost.</span>
        <Button variant="secondary" onClick={onReload ?? (() => window.location.reload())}>
          Reload
        </Button>
      </div>
    );
  }
  if (server) {
    return (
      <p role="alert" className={styles.banner}>
        {server}
      </p>
    );
  }
  return null;
}
