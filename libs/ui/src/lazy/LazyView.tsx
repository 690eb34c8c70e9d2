import { lazy, useState, type ComponentType, type ReactNode } from 'react';

export interface LazyView<P extends object> {
  (props: P): ReactNode;
  /** Starts loading the view's code; resolves once it is loaded (a failed load can be tried again). */
  preload(): Promise<unknown>;
}

/**
 * A view in its own chunk, like React.lazy (render it inside a Suspense boundary), except that once
 * its code has loaded (`preload`, or an earlier render) it renders at once instead of suspending.
 * React holds a boundary's content back until 300 ms after its fallback showed, so a page that
 * preloads its views before its first render shows them without that wait.
 */
export function lazyView<P extends object>(load: () => Promise<{ default: ComponentType<P> }>): LazyView<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<{ default: ComponentType<P> }> | undefined;
  const preload = () =>
    (loading ??= load().then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const Lazy = lazy(preload);
  function View(props: P) {
    // Chosen once per mount: switching a mounted lazy view to the loaded one would remount it.
    const [Component] = useState<ComponentType<P>>(() => loaded ?? Lazy);
    return <Component {...props} />;
  }
  View.preload = preload;
  return View;
}
