import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import {
  errorMessage,
  errorStatus,
  isConflictError,
  isForbiddenError,
  missingPermissionOf,
  SessionExpiredError,
} from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown) =>
  new AxiosError(
    'Request failed',
    'ERR_BAD_RESPONSE',
    config,
    {},
    { status, statusText: '', data, headers: {}, config },
  );

describe('errorMessage', () => {
  it("returns the server's message when the response has one", () => {
    expect(errorMessage(answered(422, { message: 'Phone already registered' }), 'fallback')).toBe(
      'Phone already registered',
    );
  });

  it('returns the fallback when the response has no usable message', () => {
    expect(errorMessage(answered(500, '<html>'), 'Failed to fetch projects')).toBe('Failed to fetch projects');
    expect(errorMessage(answered(500, { message: '' }), 'Failed to fetch order')).toBe('Failed to fetch order');
    expect(errorMessage(answered(500, { message: 42 }), 'Error')).toBe('Error');
  });

  it("returns 'Network Error' when no response came back", () => {
    expect(errorMessage(new AxiosError('timeout', 'ECONNABORTED', config), 'fallback')).toBe('Network Error');
    expect(errorMessage(new AxiosError('Network Error', 'ERR_NETWORK', config), 'fallback')).toBe('Network Error');
  });

  it('returns the fallback for a cancelled request and for errors that are not HTTP failures', () => {
    expect(errorMessage(new AxiosError('canceled', 'ERR_CANCELED', config), 'fallback')).toBe('fallback');
    expect(errorMessage(new TypeError('x is undefined'), 'An unexpected error occurred')).toBe(
      'An unexpected error occurred',
    );
  });

  it('names an expired session with the spec message', () => {
    expect(errorMessage(new SessionExpiredError(), 'fallback')).toBe('Session expired. Redirecting to login.');
  });

  it('names the missing permission of a forbidden 403 in staff words, never its key, even when the server sent no message', () => {
    const withMessage = answered(403, {
      message: 'Missing permission: orders.write',
      code: 'forbidden',
      permission: 'orders.write',
    });
    expect(errorMessage(withMessage, 'Error')).toBe(
      'Your role does not include “Change orders: status, documents, payment and times”.',
    );
    expect(errorMessage(answered(403, { code: 'forbidden', permission: 'kyc.decide' }), 'Error')).toBe(
      'Your role does not include “Approve or reject KYC”.',
    );
  });
});

describe('missingPermissionOf', () => {
  it('reads the permission only when it is a known one', () => {
    expect(missingPermissionOf(answered(403, { code: 'forbidden', permission: 'orders.write' }))).toBe('orders.write');
    expect(missingPermissionOf(answered(403, { code: 'forbidden', permission: 'root' }))).toBeNull();
    expect(
      missingPermissionOf(answered(403, { code: 'forbidden', message: 'You cannot change your own role or status' })),
    ).toBeNull();
  });
});

describe('isConflictError and isForbiddenError', () => {
  it('recognise a 409 with code "conflict" and a 403 with code "forbidden"', () => {
    expect(isConflictError(answered(409, { message: 'Changed', code: 'conflict', current: { id: 1 } }))).toBe(true);
    expect(
      isForbiddenError(answered(403, { message: 'Not allowed', code: 'forbidden', permission: 'orders.write' })),
    ).toBe(true);
  });

  it('do not mistake other failures for them', () => {
    expect(isConflictError(answered(409, { message: 'Phone already registered' }))).toBe(false);
    expect(isConflictError(answered(400, { code: 'conflict' }))).toBe(false);
    expect(isForbiddenError(answered(403, { message: 'jwt expired' }))).toBe(false);
    expect(isForbiddenError(answered(401, { code: 'forbidden' }))).toBe(false);
    expect(isForbiddenError(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBe(false);
    expect(isConflictError(new Error('conflict'))).toBe(false);
  });
});

describe('errorStatus', () => {
  it('gives the answered status, or undefined when nothing was answered', () => {
    expect(errorStatus(answered(404, {}))).toBe(404);
    expect(errorStatus(new AxiosError('Network Error', 'ERR_NETWORK', config))).toBeUndefined();
    expect(errorStatus(new Error('x'))).toBeUndefined();
  });
});
