import type { ForbiddenErrorBody, Permission } from '@admin/api-client/contract';

/** Errors a handler throws to answer `{ message, ...extra }` with a given status. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    /** More fields of the answer beside `message` (e.g. a 409's `code` and `current`, a 403's `code` and `permission`). */
    readonly extra?: Record<string, unknown>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string) => new HttpError(400, message);
export const unauthorized = (message: string) => new HttpError(401, message);
/**
 * 403 "not allowed": `code: 'forbidden'` tells the client a token refresh would not help
 * (docs/product.md#error-messages refreshes on any other 403). With `permission`, the message names it.
 */
export const forbidden = (message: string, permission?: Permission) =>
  new HttpError(403, message, { code: 'forbidden', ...(permission ? { permission } : {}) } satisfies Omit<
    ForbiddenErrorBody,
    'message'
  >);
export const missingPermission = (permission: Permission) => forbidden(`Missing permission: ${permission}`, permission);
export const notFound = (message: string) => new HttpError(404, message);
export const conflict = (message: string) => new HttpError(409, message);
export const tooManyRequests = (message: string) => new HttpError(429, message);

/** Returns the row or throws 404 `<what> not found`. */
export function found<T>(row: T | undefined | null, what: string): T {
  if (row === undefined || row === null) throw notFound(`${what} not found`);
  return row;
}
