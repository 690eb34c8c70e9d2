import { useCallback, useRef, useState } from 'react';
import { authApi } from '@admin/api-client';
import { errorMessage, OTP_FALLBACK_MESSAGE, ROLE_CUSTOMER } from '@admin/api-client/contract/core';
import type { LoginRequest, OtpChallenge, RegisterRequest } from '@admin/api-client';
import { startSession } from '../session/session';
import { useSecondsUntil } from './use-seconds-until';

/** Seconds before "Resend code" works again (ours; the spec names no figure). */
export const RESEND_COOLDOWN_SECONDS = 30;

export type OtpSignInStep = 'details' | 'otp';

/** Shown when a verified account is a Customer: the API signs customers in too, the back-office does not. */
export const NO_STAFF_ACCESS_MESSAGE =
  'This account has no staff access. Ask an administrator to give you a staff role.';

class NoStaffAccessError extends Error {
  constructor() {
    super(NO_STAFF_ACCESS_MESSAGE);
  }
}

/** The calls the flow makes; the real ones by default, a fake in tests. */
export type OtpSignInCalls = Pick<typeof authApi, 'login' | 'register' | 'verify' | 'resend' | 'logout'>;

export interface OtpSignInOptions {
  calls?: OtpSignInCalls;
  resendCooldownSeconds?: number;
}

export interface OtpSignIn {
  /** 'details': phone (or register form); 'otp': code entry. */
  step: OtpSignInStep;
  /** Where the code was sent (kept while on the OTP step, also after a wrong code). */
  phone: string;
  countryCode: string;
  /** A call is under way: disable submit buttons. */
  pending: boolean;
  /** The last failure: the server's message, else 'An error occurred. Please try again.' */
  error: string | null;
  /** Seconds until the code expires (from `otpExpireAt`); null before a code was sent. */
  otpExpiresInSeconds: number | null;
  /** Seconds until a new code may be requested; 0 when it may. */
  resendAvailableInSeconds: number;
  /** `POST /api/auth/login`; true when a code was sent. */
  requestOtp(body: LoginRequest): Promise<boolean>;
  /** `POST /api/auth/register`; true when a code was sent. */
  register(body: RegisterRequest): Promise<boolean>;
  /** `POST /api/auth/verify`; on success the session is stored and true is returned. */
  verify(otp: string): Promise<boolean>;
  /** `POST /api/auth/resend {phone, country_code}`; ignored during the cool-down. */
  resend(): Promise<boolean>;
  /** Back to the phone step (to fix a mistyped number). */
  editPhone(): void;
  /** Forgets the last failure (e.g. when the user switches between sign-in and register). */
  clearError(): void;
}

/** State and calls of the OTP sign-in (docs/product.md#statuses: send OTP then verify; or register then verify). */
export function useOtpSignIn(options: OtpSignInOptions = {}): OtpSignIn {
  const calls = options.calls ?? authApi;
  const cooldown = options.resendCooldownSeconds ?? RESEND_COOLDOWN_SECONDS;

  const [step, setStep] = useState<OtpSignInStep>('details');
  const [phone, setPhone] = useState('');
  const [countryCode, setCountryCode] = useState('');
  const [challenge, setChallenge] = useState<OtpChallenge | null>(null);
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [resendAt, setResendAt] = useState<number | null>(null);
  // A ref too, so a double click cannot start a second call before React re-renders.
  const busy = useRef(false);

  const expireAt = challenge ? Date.parse(challenge.otpExpireAt) : null;
  const otpExpiresInSeconds = useSecondsUntil(expireAt !== null && Number.isFinite(expireAt) ? expireAt : null);
  const resendAvailableInSeconds = useSecondsUntil(resendAt) ?? 0;

  const run = useCallback(async (call: () => Promise<void>): Promise<boolean> => {
    if (busy.current) return false;
    busy.current = true;
    setPending(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(failure instanceof NoStaffAccessError ? failure.message : errorMessage(failure, OTP_FALLBACK_MESSAGE));
      return false;
    } finally {
      busy.current = false;
      setPending(false);
    }
  }, []);

  const codeSent = useCallback(
    (sent: OtpChallenge, to: { phone: string; country_code: string }) => {
      setChallenge(sent);
      setPhone(to.phone);
      setCountryCode(to.country_code);
      setResendAt(Date.now() + cooldown * 1000);
      setStep('otp');
    },
    [cooldown],
  );

  const requestOtp = useCallback(
    (body: LoginRequest) => run(async () => codeSent(await calls.login(body), body)),
    [calls, codeSent, run],
  );

  const register = useCallback(
    (body: RegisterRequest) => run(async () => codeSent(await calls.register(body), body)),
    [calls, codeSent, run],
  );

  const verify = useCallback(
    (otp: string) =>
      run(async () => {
        if (!challenge) throw new Error('No code was requested');
        const session = await calls.verify({ otp, user_id: challenge.user_id });
        if (session.user.role === ROLE_CUSTOMER) {
          // Hand the customer's session straight back instead of storing it and meeting 403 everywhere.
          void calls.logout({ refreshToken: session.refreshToken }).catch(() => undefined);
          throw new NoStaffAccessError();
        }
        startSession(session);
      }),
    [calls, challenge, run],
  );

  const resend = useCallback(() => {
    if (resendAvailableInSeconds > 0 || !phone) return Promise.resolve(false);
    return run(async () => {
      const sent = await calls.resend({ phone, country_code: countryCode });
      setChallenge((previous) => ({ ...previous, ...sent }));
      setResendAt(Date.now() + cooldown * 1000);
    });
  }, [calls, cooldown, countryCode, phone, resendAvailableInSeconds, run]);

  const editPhone = useCallback(() => {
    setStep('details');
    setChallenge(null);
    setError(null);
  }, []);

  const clearError = useCallback(() => setError(null), []);

  return {
    step,
    phone,
    countryCode,
    pending,
    error,
    otpExpiresInSeconds,
    resendAvailableInSeconds,
    requestOtp,
    register,
    verify,
    resend,
    editPhone,
    clearError,
  };
}
