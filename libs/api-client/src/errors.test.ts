import { AxiosError, AxiosHeaders } from 'axios';
import type { InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { errorMessage, isForbiddenError, missingPermissionOf, SessionExpiredError } from './errors';

const config = { headers: new AxiosHeaders() } as InternalAxiosRequestConfig;
const answered = (status: number, data: unknown) =>
  new AxiosError('Request failed', 'ERR_BAD_RESPONSE', config, {}, { status, statusText: '', data, headers: {}, config });

describe('errorMessage', () => {
  it("returns the server's message when the response has one", () => {
    expect(errorMessage(answered(422, { message: 'Phone already registered' }), 'fallback')).toBe('Phone already registered');
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
    expect(errorMessage(new TypeError('x is undefined'), 'An unexpected error occurred')).toBe('An unexpected error occurred');
  });

  it('names an expired session with the spec message', () => {
    expect(errorMessage(new SessionExpiredError(), 'fallback')).toBe('Session expired. Redirecting to login.');
  });

  it("names the missing permission of a forbidden 403, even when the server sent no message", () => {
    const withMessage = answered(403, { message: 'Missing permission: orders.write', code: 'forbidden', permission: 'orders.write' });
    expect(errorMessage(withMessage, 'Error')).toBe('Missing permission: orders.write');
    expect(errorMessage(answered(403, { code: 'forbidden', permission: 'kyc.decide' }), 'Error')).toBe('Missing permission: kyc.decide');
  });
});

describe('forbidden 403s', () => {
  it("recognises only a 403 whose body says code 'forbidden'", () => {
    expect(isForbiddenError(answered(403, { message: 'Missing permission: orders.write', code: 'forbidden', permission: 'orders.write' }))).toBe(true);
    expect(isForbiddenError(answered(403, { message: 'Staff only' }))).toBe(false);
    expect(isForbiddenError(answered(401, { message: 'x', code: 'forbidden' }))).toBe(false);
    expect(isForbiddenError(new TypeError('x'))).toBe(false);
  });

  it('reads the permission only when it is a known one', () => {
    expect(missingPermissionOf(answered(403, { code: 'forbidden', permission: 'orders.write' }))).toBe('orders.write');
    expect(missingPermissionOf(answered(403, { code: 'forbidden', permission: 'root' }))).toBeNull();
    expect(missingPermissionOf(answered(403, { code: 'forbidden', message: 'You cannot change your own role or status' }))).toBeNull();
  });
});
