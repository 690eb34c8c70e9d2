import { beforeEach, describe, expect, it, vi } from 'vitest';
import { isOverrideAllowed, parseOverrideOrigins } from './override-origins';

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('parseOverrideOrigins', () => {
  it('is empty (overrides off) when absent, empty or not a list', () => {
    expect(parseOverrideOrigins(undefined)).toEqual([]);
    expect(parseOverrideOrigins([])).toEqual([]);
    expect(parseOverrideOrigins('http://localhost:*')).toEqual([]);
  });

  it('keeps origins and any-port patterns, normalised; drops what is not an origin', () => {
    expect(
      parseOverrideOrigins([
        'https://Preview.Example.com/',
        'http://localhost:*',
        'https://cdn.example.com/builds/',
        'javascript:alert(1)',
        '*',
        42,
        'http://user:pw@x.example',
      ]),
    ).toEqual(['https://preview.example.com', 'http://localhost:*']);
  });
});

describe('isOverrideAllowed', () => {
  const allowed = parseOverrideOrigins(['https://preview.example.com', 'http://localhost:*', 'http://[::1]:*']);

  it('allows a listed origin, and any port of an any-port host', () => {
    expect(isOverrideAllowed('https://preview.example.com/orders/mf-manifest.json', allowed)).toBe(true);
    expect(isOverrideAllowed('http://localhost:4202/mf-manifest.json', allowed)).toBe(true);
    expect(isOverrideAllowed('http://localhost:9999/mf-manifest.json', allowed)).toBe(true);
    expect(isOverrideAllowed('http://[::1]:4202/mf-manifest.json', allowed)).toBe(true);
  });

  it('refuses other schemes, hosts, ports and look-alikes', () => {
    expect(isOverrideAllowed('http://preview.example.com/mf-manifest.json', allowed)).toBe(false);
    expect(isOverrideAllowed('https://preview.example.com:8443/mf-manifest.json', allowed)).toBe(false);
    expect(isOverrideAllowed('https://preview.example.com.evil.net/mf-manifest.json', allowed)).toBe(false);
    expect(isOverrideAllowed('https://localhost:4202/mf-manifest.json', allowed)).toBe(false);
    expect(isOverrideAllowed('http://127.0.0.1:4202/mf-manifest.json', allowed)).toBe(false);
    expect(isOverrideAllowed('not a url', allowed)).toBe(false);
  });
});
