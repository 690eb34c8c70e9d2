// How the API's error answers read (docs/product.md#error-messages). Read from the failed call's
// shape (`isAxiosError`, `response.status`, `response.data`) rather than with axios' own helpers, so
// that screens, the kit and the reference API can use them without loading the HTTP client.
import type { ApiErrorBody } from '../types/common';
import type { ConflictErrorBody, ForbiddenErrorBody, Permission, VersionRequiredErrorBody } from '../types/permissions';
import { notAllowedReason, PERMISSIONS } from '../types/permissions';

/** docs/product.md#error-messages messages, copied exactly. */
export const SESSION_EXPIRED_MESSAGE = 'Session expired. Redirecting to login.';
export const NETWORK_ERROR_MESSAGE = 'Network Error';
/** Fallback of the OTP flows (login, register, verify, resend). */
export const OTP_FALLBACK_MESSAGE = 'An error occurred. Please try again.';

/** A failed HTTP call as the client rejects it (an AxiosError has this shape). */
export interface FailedCall<T = unknown> {
  isAxiosError: true;
  code?: string;
  message: string;
  response?: { status: number; data: T };
}

/** A failed call that got an answer, with the body it answered. */
export type AnsweredCall<T> = FailedCall<T> & { response: { status: number; data: T } };

/** Whether `error` is a failed HTTP call (what axios' `isAxiosError` checks, without axios). */
export function isFailedCall(error: unknown): error is FailedCall {
  return typeof error === 'object' && error !== null && (error as { isAxiosError?: unknown }).isAxiosError === true;
}

/**
 * The session could not be renewed. By name, not `instanceof`: the error is made by the client in
 * its singleton entry, while this check may run in another copy of the code.
 */
export function isSessionExpiredError(error: unknown): error is Error {
  return error instanceof Error && error.name === 'SessionExpiredError';
}

function answeredWith(error: unknown, status: number, code: string): boolean {
  if (!isFailedCall(error) || error.response?.status !== status) return false;
  const body: unknown = error.response.data;
  return typeof body === 'object' && body !== null && (body as { code?: unknown }).code === code;
}

/**
 * A 409 answered to a stale `If-Match` (`code: 'conflict'`): someone else changed the record. Other
 * 409s (e.g. "already registered") are ordinary errors whose message the user reads.
 */
export function isConflictError(error: unknown): error is AnsweredCall<ConflictErrorBody> {
  return answeredWith(error, 409, 'conflict');
}

/**
 * A 428 answered to an edit that replaces fields but named no version (`code: 'version_required'`):
 * like a conflict, the screen keeps the input, shows the server's message and offers a reload.
 */
export function isVersionRequiredError(error: unknown): error is AnsweredCall<VersionRequiredErrorBody> {
  return answeredWith(error, 428, 'version_required');
}

/**
 * A 403 meaning "this user may not do that" (`code: 'forbidden'`: a missing permission, or a rule
 * such as "You cannot change your own role or status"), not an expired session: the client never
 * refreshes or retries it.
 */
export function isForbiddenError(error: unknown): error is AnsweredCall<ForbiddenErrorBody> {
  return answeredWith(error, 403, 'forbidden');
}

/** The permission a forbidden 403 names (`permission` in its body), if any. */
export function missingPermissionOf(error: unknown): Permission | null {
  if (!isForbiddenError(error)) return null;
  const permission: unknown = error.response.data.permission;
  return (PERMISSIONS as readonly unknown[]).includes(permission) ? (permission as Permission) : null;
}

/**
 * What a refused call says to staff: the permission in their words ('Your role does not include
 * “Change orders: …”.'), not the API's own wording ('Missing permission: orders.write', for callers
 * of the API).
 */
export const missingPermissionMessage = (permission: Permission): string => notAllowedReason(permission);

function serverMessage(body: unknown): string | null {
  if (typeof body !== 'object' || body === null) return null;
  const message = (body as Partial<ApiErrorBody>).message;
  return typeof message === 'string' && message.trim() !== '' ? message : null;
}

/**
 * The one place that turns a failed call into the text a user sees: for a forbidden 403 naming a
 * permission, that permission in staff words; else the server's `message` when it sent one,
 * 'Network Error' when no response came back, else `fallback`.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (isSessionExpiredError(error)) return SESSION_EXPIRED_MESSAGE;
  if (!isFailedCall(error)) return fallback;
  if (error.code === 'ERR_CANCELED') return fallback;
  if (!error.response) return NETWORK_ERROR_MESSAGE;
  // A forbidden 403 always says why, in staff words, whatever the server's own wording.
  const permission = missingPermissionOf(error);
  if (permission) return missingPermissionMessage(permission);
  return serverMessage(error.response.data) ?? fallback;
}

/** The HTTP status the server answered, or undefined when no answer came (network, cancel, not HTTP). */
export function errorStatus(error: unknown): number | undefined {
  return isFailedCall(error) ? error.response?.status : undefined;
}
