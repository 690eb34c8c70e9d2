import { isAxiosError } from 'axios';
import type { ApiErrorBody } from './types/index';

/** Spec §8 messages, copied exactly. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Redirecting to login.';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** Fallback of the OTP flows (login, register, verify, resend). */
export const OTP_FALLBACK_MESSAGE = 'An error occurred. Please try again.';

/** The session could not be renewed: tokens are cleared and the session-expired hook has run. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

export function isSessionExpiredError(error: unknown): error is SessionExpiredError {
  return error instanceof SessionExpiredError;
}

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as Partial<ApiErrorBody>).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The one place that turns a failed call into the text a user sees (spec §8): the server's
 * `message` when it sent one, 'Network Error' when no response came back, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isSessionExpiredError(error)) return SESSION_EXPIRED_MESSAGE;
  if (!isAxiosError(error)) return fallback;
  if (error.code === 'ERR_CANCELED') return fallback;
  if (!error.response) return NETWORK_ERROR_MESSAGE;
  return serverMessage(error.response.data) ?? fallback;
}
