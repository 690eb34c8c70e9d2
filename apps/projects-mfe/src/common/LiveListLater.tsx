import { lazy, Suspense, useSyncExternalStore } from 'react';
import { liveBus } from '@admin/auth/singletons';
import type { LiveListBridgeProps } from './LiveListBridge';

const LiveListBridge = lazy(() => import('./LiveListBridge'));

/**
 * The project list is the first screen, and its remote's first-page budget has no room for the live
 * list's code: it loads once the shell starts live updates (after the first screen is idle; the bus
 * leaves `off` then, in every tab), which is when the first change could arrive anyway. Placed where
 * "N new · Show" goes; nothing until then, and nothing once signed out.
 */
export function LiveListLater(props: LiveListBridgeProps) {
  const status = useSyncExternalStore(liveBus.subscribeStatus, liveBus.getStatus, liveBus.getStatus);
  if (status === 'off') return null;
  return (
    <Suspense fallback={null}>
      <LiveListBridge {...props} />
    </Suspense>
  );
}
