import type { Location, NavigateFunction, Params } from 'react-router-dom';
import { apiClient, onlySet } from '@admin/api-client';
import { errorMessage, errorStatus } from '@admin/api-client/contract';
import type {
  ParcelHttp,
  ParcelHttpFailure,
  ParcelProps,
  ParcelToast,
  RuntimeConfig,
  StaffUser,
} from '@admin/api-client';
import { toast } from '@admin/ui';

/** What `http` rejects with: the message the shell's own screens would show, and the status. */
class ParcelHttpError extends Error implements ParcelHttpFailure {
  override name = 'ParcelHttpError';
  constructor(
    message: string,
    readonly status?: number,
  ) {
    super(message);
  }
}

/**
 * The shell's API client behind a React-free function: the same axios instance, bearer token,
 * single refresh flight and session-expired handling as every other screen, and errors turned into
 * the spec's messages by the same `errorMessage`.
 */
export const parcelHttp: ParcelHttp = async <T>({
  method = 'GET',
  path,
  query,
  body,
  fallbackMessage,
}: Parameters<ParcelHttp>[0]) => {
  try {
    const response = await apiClient.request<T>({
      method,
      url: path,
      params: query ? onlySet({ ...query }) : undefined,
      data: body,
    });
    return response.data;
  } catch (error) {
    throw new ParcelHttpError(errorMessage(error, fallbackMessage), errorStatus(error));
  }
};

/** The shell's toast queue; returns nothing, so no react-hot-toast type crosses into the parcel. */
export const parcelToast: ParcelToast = {
  success: (message) => void toast.success(message),
  error: (message) => void toast.error(message),
  message: (message) => void toast(message),
};

export interface ParcelPropsSource {
  location: Pick<Location, 'pathname' | 'search'>;
  params: Readonly<Params>;
  navigate: NavigateFunction;
  user: StaffUser | undefined;
  config: RuntimeConfig;
}

/** Maps the shell's router, session and config to the props a parcel receives (ParcelProps). */
export function buildParcelProps({ location, params, navigate, user, config }: ParcelPropsSource): ParcelProps {
  const definedParams: Record<string, string> = {};
  for (const [name, value] of Object.entries(params)) if (value !== undefined) definedParams[name] = value;
  const path = `${location.pathname}${location.search}`;
  return {
    path,
    params: definedParams,
    // A parcel reports each move of its memory router; one to where the shell already is (the echo
    // of following `path`) must not add a history entry.
    navigate: (to, options) => {
      if (to !== path) void navigate(to, { replace: options?.replace ?? false });
    },
    http: parcelHttp,
    toast: parcelToast,
    user: user ?? null,
    runtimeConfig: config,
  };
}
