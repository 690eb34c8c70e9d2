import { describe, expect, it } from 'vitest';
import { signInRedirectTarget } from './redirect-target';

describe('signInRedirectTarget', () => {
  it('returns the remembered path with query and hash', () => {
    expect(signInRedirectTarget({ from: { pathname: '/order-details/7', search: '?tab=docs', hash: '#pay' } })).toBe(
      '/order-details/7?tab=docs#pay',
    );
  });

  it('falls back to / when nothing usable was remembered', () => {
    expect(signInRedirectTarget(null)).toBe('/');
    expect(signInRedirectTarget({})).toBe('/');
    expect(signInRedirectTarget({ from: { pathname: '/sign-in' } })).toBe('/');
    expect(signInRedirectTarget({ from: { pathname: '//evil.example/x' } })).toBe('/');
    expect(signInRedirectTarget({ from: { pathname: 'https://evil.example' } })).toBe('/');
  });
});
