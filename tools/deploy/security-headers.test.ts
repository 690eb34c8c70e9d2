import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, inlineScriptHashes, securityHeaders } from './security-headers';

const config = {
  apiBaseUrl: 'https://api.example.com/api',
  chain: { rpcUrl: 'https://rpc.example.org/v1' },
  storage: { gatewayUrl: 'https://files.example.net/ipfs', jwt: 'x' },
  remotes: {
    projects_mfe: 'https://projects.example.com/mf-manifest.json',
    orders_mfe: 'https://orders.example.com/v2/mf-manifest.json',
  },
  remoteOverrideOrigins: [
    'https://preview.example.com',
    'http://localhost:*',
    'http://[::1]:*',
    'not an origin',
    'https://x.example.com/path',
  ],
};

const directive = (policy: string, name: string) =>
  policy
    .split('; ')
    .find((part) => part.startsWith(`${name} `))
    ?.split(' ')
    .slice(1);

describe('contentSecurityPolicy', () => {
  const policy = contentSecurityPolicy(config);

  it('loads code only from the shell, the configured remotes and the allowed override origins', () => {
    expect(directive(policy, 'script-src')).toEqual([
      "'self'",
      'https://projects.example.com',
      'https://orders.example.com',
      'https://preview.example.com',
      'http://localhost:*',
    ]);
    expect(policy).not.toContain('unsafe-eval');
    expect(directive(policy, 'script-src')).not.toContain("'unsafe-inline'");
  });

  it('talks to the API, the storage gateway, the chain and the remotes only', () => {
    expect(directive(policy, 'connect-src')).toEqual(
      expect.arrayContaining([
        'https://api.example.com',
        'https://files.example.net',
        'https://rpc.example.org',
        'https://orders.example.com',
      ]),
    );
    expect(directive(policy, 'connect-src')).not.toContain('https:');
  });

  it('allows inline <style> elements but no style attributes, no plugins, no framing, and reports to the API', () => {
    expect(directive(policy, 'style-src')).toContain("'unsafe-inline'");
    expect(directive(policy, 'style-src-attr')).toEqual(["'none'"]);
    expect(directive(policy, 'object-src')).toEqual(["'none'"]);
    expect(directive(policy, 'frame-ancestors')).toEqual(["'none'"]);
    expect(directive(policy, 'report-uri')).toEqual(['https://api.example.com/api/csp-reports']);
  });

  it('follows the runtime config: a remote that moves takes its origin along', () => {
    const moved = contentSecurityPolicy({
      ...config,
      remotes: { ...config.remotes, orders_mfe: 'https://cdn.example.com/orders/mf-manifest.json' },
    });
    expect(directive(moved, 'script-src')).toContain('https://cdn.example.com');
    expect(directive(moved, 'script-src')).not.toContain('https://orders.example.com');
  });

  it('allows nothing beyond itself for a config it cannot read', () => {
    const bare = contentSecurityPolicy({});
    expect(directive(bare, 'script-src')).toEqual(["'self'"]);
    expect(directive(bare, 'connect-src')).toEqual(["'self'"]);
  });
});

describe('inlineScriptHashes', () => {
  it('hashes inline scripts exactly as written, and skips scripts with a src', () => {
    const html = '<script>a()</script><script defer src="/x.js"></script><script type="module">\n b()\n</script>';
    // echo -n 'a()' | openssl dgst -sha256 -binary | base64
    expect(inlineScriptHashes(html)).toEqual([
      "'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='",
      expect.stringMatching(/^'sha256-[A-Za-z0-9+/]+=*'$/),
    ]);
  });
});

describe('securityHeaders', () => {
  it("adds nosniff, the referrer policy and the policy with the page's script hashes", () => {
    const headers = securityHeaders(config, ["'sha256-abc'"]);
    expect(headers['X-Content-Type-Options']).toBe('nosniff');
    expect(headers['Referrer-Policy']).toBe('strict-origin-when-cross-origin');
    expect(directive(headers['Content-Security-Policy'] ?? '', 'script-src')).toContain("'sha256-abc'");
  });
});
