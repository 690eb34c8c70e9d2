import { isAxiosError } from 'axios';
import type { AxiosError } from 'axios';
import type { ApiErrorBody, ConflictErrorBody, ForbiddenErrorBody } from './types/index';

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

function answeredWith(error: unknown, status: number, code: string): boolean {
  if (!isAxiosError(error) || error.response?.status !== status) return false;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}

/**
 * A 409 answered to a stale `If-Match` (`code: 'conflict'`): someone else changed the record. Other
 * 409s (e.g. "already registered") are ordinary errors whose message the user reads.
 */
export function isConflictError(error: unknown): error is AxiosError<ConflictErrorBody> {
  return answeredWith(error, 409, 'conflict');
}

/** A 403 meaning "this user may not do that" (`code: 'forbidden'`), not an expired session. */
export function isForbiddenError(error: unknown): error is AxiosError<ForbiddenErrorBody> {
  return answeredWith(error, 403, 'forbidden');
}

/** The HTTP status the server answered, or undefined when no answer came (network, cancel, not HTTP). */
export function errorStatus(error: unknown): number | undefined {
  return isAxiosError(error) ? error.response?.status : undefined;
}
