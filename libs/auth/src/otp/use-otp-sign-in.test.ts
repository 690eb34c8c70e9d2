import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { apiError } from '@admin/tools/testing/api-fakes';
import type { OtpSignInCalls } from './use-otp-sign-in';
import { NO_STAFF_ACCESS_MESSAGE, useOtpSignIn } from './use-otp-sign-in';

const refused = (data: unknown) => apiError(401, data);

const NOW = new Date('2026-01-01T10:00:00Z').getTime();

function fakeCalls(overrides: Partial<OtpSignInCalls> = {}): OtpSignInCalls {
  const challenge = { user_id: 42, otpExpireAt: new Date(NOW + 120_000).toISOString() };
  return {
    login: vi.fn().mockResolvedValue(challenge),
    register: vi.fn().mockResolvedValue(challenge),
    resend: vi.fn().mockResolvedValue({ user_id: 42, otpExpireAt: new Date(NOW + 180_000).toISOString() }),
    verify: vi.fn().mockResolvedValue({ token: 'jwt', refreshToken: 'r', user: { role: 1 } }),
    logout: vi.fn().mockResolvedValue(undefined),
    ...overrides,
  } as OtpSignInCalls;
}

beforeEach(() => {
  localStorage.clear();
  vi.useFakeTimers({ now: NOW });
});
afterEach(() => vi.useRealTimers());

describe('useOtpSignIn', () => {
  it('phone → OTP step with an expiry countdown from otpExpireAt → verify stores the session', async () => {
    const calls = fakeCalls();
    const { result } = renderHook(() => useOtpSignIn({ calls }));
    expect(result.current.step).toBe('details');

    await act(() => result.current.requestOtp({ phone: '9876543210', country_code: '+91' }));
    expect(calls.login).toHaveBeenCalledWith({ phone: '9876543210', country_code: '+91' });
    expect(result.current.step).toBe('otp');
    expect(result.current.phone).toBe('9876543210');
    expect(result.current.otpExpiresInSeconds).toBe(120);

    act(() => vi.advanceTimersByTime(5_000));
    expect(result.current.otpExpiresInSeconds).toBe(115);

    let verified = false;
    await act(async () => {
      verified = await result.current.verify('123456');
    });
    expect(verified).toBe(true);
    expect(calls.verify).toHaveBeenCalledWith({ otp: '123456', user_id: 42 });
    expect(localStorage.getItem('admin.accessToken')).toBe('jwt');
    expect(localStorage.getItem('admin.refreshToken')).toBe('r');
  });

  it('refuses a Customer account: no session is stored, its refresh token is revoked, and the user is told why', async () => {
    const calls = fakeCalls({
      verify: vi.fn().mockResolvedValue({ token: 'jwt', refreshToken: 'customer-r', user: { role: 2 } }),
    });
    const { result } = renderHook(() => useOtpSignIn({ calls }));
    await act(() =>
      result.current.register({
        name: 'New Person',
        email: 'new@example.com',
        phone: '9876543210',
        country_code: '+91',
      }),
    );
    let verified = true;
    await act(async () => {
      verified = await result.current.verify('123456');
    });
    expect(verified).toBe(false);
    expect(result.current.error).toBe(NO_STAFF_ACCESS_MESSAGE);
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
    expect(calls.logout).toHaveBeenCalledWith({ refreshToken: 'customer-r' });
  });

  it("a wrong code shows the server's message and keeps the phone", async () => {
    const calls = fakeCalls({ verify: vi.fn().mockRejectedValue(refused({ message: 'Invalid OTP' })) });
    const { result } = renderHook(() => useOtpSignIn({ calls }));
    await act(() => result.current.requestOtp({ phone: '9876543210', country_code: '+91' }));
    await act(() => result.current.verify('000000'));
    expect(result.current.error).toBe('Invalid OTP');
    expect(result.current.step).toBe('otp');
    expect(result.current.phone).toBe('9876543210');
    expect(localStorage.getItem('admin.accessToken')).toBeNull();
  });

  it("without a server message: 'An error occurred. Please try again.'", async () => {
    const calls = fakeCalls({ login: vi.fn().mockRejectedValue(refused('')) });
    const { result } = renderHook(() => useOtpSignIn({ calls }));
    await act(() => result.current.requestOtp({ phone: '9876543210', country_code: '+91' }));
    expect(result.current.error).toBe('An error occurred. Please try again.');
    expect(result.current.step).toBe('details');
  });

  it('resend waits out its cool-down, then sends {phone, country_code} and restarts the expiry', async () => {
    const calls = fakeCalls();
    const { result } = renderHook(() => useOtpSignIn({ calls, resendCooldownSeconds: 30 }));
    await act(() =>
      result.current.register({ name: 'Asha', email: 'a@x.in', phone: '7911123456', country_code: '+44' }),
    );
    expect(result.current.step).toBe('otp');
    expect(result.current.resendAvailableInSeconds).toBe(30);

    await act(() => result.current.resend());
    expect(calls.resend).not.toHaveBeenCalled();

    act(() => vi.advanceTimersByTime(30_000));
    expect(result.current.resendAvailableInSeconds).toBe(0);
    await act(() => result.current.resend());
    expect(calls.resend).toHaveBeenCalledWith({ phone: '7911123456', country_code: '+44' });
    expect(result.current.otpExpiresInSeconds).toBe(150); // 180 s from the original NOW, 30 s later
    expect(result.current.resendAvailableInSeconds).toBe(30);
  });

  it('ignores a second submit while the first call is under way', async () => {
    let answer: (value: { user_id: number; otpExpireAt: string }) => void = () => undefined;
    const login = vi.fn(() => new Promise<{ user_id: number; otpExpireAt: string }>((resolve) => (answer = resolve)));
    const { result } = renderHook(() => useOtpSignIn({ calls: fakeCalls({ login }) }));
    let first: Promise<boolean> = Promise.resolve(false);
    let second = true;
    await act(async () => {
      first = result.current.requestOtp({ phone: '9876543210', country_code: '+91' });
      second = await result.current.requestOtp({ phone: '9876543210', country_code: '+91' });
    });
    expect(second).toBe(false);
    expect(result.current.pending).toBe(true);
    await act(async () => {
      answer({ user_id: 1, otpExpireAt: new Date(NOW + 60_000).toISOString() });
      await first;
    });
    expect(login).toHaveBeenCalledTimes(1);
    expect(result.current.pending).toBe(false);
  });

  it('editPhone goes back to the phone step', async () => {
    const { result } = renderHook(() => useOtpSignIn({ calls: fakeCalls() }));
    await act(() => result.current.requestOtp({ phone: '9876543210', country_code: '+91' }));
    act(() => result.current.editPhone());
    expect(result.current.step).toBe('details');
    expect(result.current.otpExpiresInSeconds).toBeNull();
  });
});
