import { apiClient } from '@admin/api-client/singletons';
import type {
  ItemResponse,
  LoginRequest,
  LogoutRequest,
  OtpChallenge,
  RefreshRequest,
  RefreshResult,
  RegisterRequest,
  ResendRequest,
  StaffUser,
  VerifyRequest,
  VerifyResult,
} from '../types/index';

// Sign-in calls answer a 401 for a wrong OTP; that is the user's error to read, not a cue to refresh.
const noRefresh = { skipAuthRefresh: true } as const;

/** Typed calls of `/api/auth/*`; each resolves to the response's `data`. */
export const authApi = {
  /** Sends an OTP to a registered staff phone. */
  async login(body: LoginRequest): Promise<OtpChallenge> {
    return (await apiClient.post<ItemResponse<OtpChallenge>>('/auth/login', body, noRefresh)).data.data;
  },
  /** Creates a staff account and sends its OTP. */
  async register(body: RegisterRequest): Promise<OtpChallenge> {
    return (await apiClient.post<ItemResponse<OtpChallenge>>('/auth/register', body, noRefresh)).data.data;
  },
  /** Checks the OTP; answers the access token (`token`), the refresh token and the user. */
  async verify(body: VerifyRequest): Promise<VerifyResult> {
    return (await apiClient.post<ItemResponse<VerifyResult>>('/auth/verify', body, noRefresh)).data.data;
  },
  /** Sends a new OTP for the same phone. */
  async resend(body: ResendRequest): Promise<OtpChallenge> {
    return (await apiClient.post<ItemResponse<OtpChallenge>>('/auth/resend', body, noRefresh)).data.data;
  },
  /**
   * Spends a refresh token for a new pair. The client's interceptor already does this on 401/403
   * under the cross-tab lock; call it directly only for a deliberate early refresh.
   */
  async refresh(body: RefreshRequest): Promise<RefreshResult> {
    return (await apiClient.post<ItemResponse<RefreshResult>>('/auth/refresh', body, noRefresh)).data.data;
  },
  /** Revokes the refresh token on the server. */
  async logout(body: LogoutRequest): Promise<void> {
    await apiClient.post('/auth/logout', body, noRefresh);
  },
  /** The signed-in staff user. */
  async me(): Promise<StaffUser> {
    return (await apiClient.get<ItemResponse<StaffUser>>('/auth/me')).data.data;
  },
};
