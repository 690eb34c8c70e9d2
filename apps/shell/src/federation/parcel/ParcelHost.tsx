import { useState } from 'react';
import { useLocation, useNavigate, useParams } from '@admin/ui/router';
import Parcel from 'single-spa-react/parcel';
import type { mountRootParcel } from 'single-spa';
import { useCurrentUser, useRuntimeConfig } from '@admin/auth';
import type { ParcelProps } from '@admin/api-client';
import { guardLifecycles, type ParcelLifecycles } from './guard-lifecycles';
import { buildParcelProps } from './parcel-props';
import { releasingMountParcel } from './releasing-mount-parcel';

const mountAndRelease = releasingMountParcel();

export interface ParcelHostProps {
  /** The page's single-spa lifecycles, as the remote exposes them. */
  lifecycles: ParcelLifecycles;
  /** Mounts the parcel; single-spa's mountRootParcel (releasing what it keeps) unless a test passes its own. */
  mountParcel?: typeof mountRootParcel;
}

/**
 * Mounts a parcel page (its own React root, its own React) in the shell's content area and keeps
 * its props in step with the shell: every location change re-renders this host, and single-spa-react's
 * Parcel passes the new props to the parcel's `update` lifecycle.
 */
export function ParcelHost({ lifecycles, mountParcel = mountAndRelease }: ParcelHostProps) {
  const location = useLocation();
  const params = useParams();
  const navigate = useNavigate();
  const { user } = useCurrentUser();
  const config = useRuntimeConfig();
  // A lifecycle that fails is rethrown here, so the remote's error boundary shows it with Retry.
  const [failure, setFailure] = useState<Error | null>(null);
  const [guarded] = useState(() => guardLifecycles(lifecycles, setFailure));
  if (failure) throw failure;

  const props = buildParcelProps({ location, params, navigate, user, config });
  return (
    <Parcel<ParcelProps>
      config={guarded}
      mountParcel={mountParcel}
      handleError={(error: Error) => setFailure(error)}
      {...props}
    />
  );
}
