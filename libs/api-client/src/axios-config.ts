// Request options the client's interceptors read. A module (not a .d.ts) so that every project
// type-checking this lib through its index picks the augmentation up.
import 'axios';

declare module 'axios' {
  interface AxiosRequestConfig {
    /**
     * Do not answer a 401/403 of this call with a token refresh. Set on the auth calls themselves:
     * a wrong OTP is a 401 the user must see, and the refresh call must never refresh itself.
     */
    skipAuthRefresh?: boolean;
    /** Set on the one retry after a refresh, so a second failure is an ordinary error. */
    authRetried?: boolean;
    /** The access token this request was sent with (null: none), recorded by the client. */
    sentAccessToken?: string | null;
  }
}

export {};
