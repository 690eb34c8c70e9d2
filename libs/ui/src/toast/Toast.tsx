import { Toaster, toast } from 'react-hot-toast';

/**
 * The suite's toasts. react-hot-toast's defaults are the spec's (docs/product.md#constants): 4 s default, 4 s error,
 * 2 s success, loading stays until resolved, at most 20 at once. Every remote imports `toast`
 * from here; `@admin/ui/singletons` (this module's entry) is a federated singleton, so there is one queue and one viewport per page.
 */
export { toast };

/** Rendered once, by the shell: toasts appear top-right. */
export function ToastViewport() {
  return <Toaster position="top-right" containerStyle={{ top: 'calc(var(--ui-topbar-height) + 8px)' }} />;
}
