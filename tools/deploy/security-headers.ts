// The browser's defences for the shell and the remotes, derived from the deployment's runtime
// config: whatever origins the config names (the API, the storage gateway, each remote's manifest,
// the QA override origins) are the only ones the page may load code or data from. Served by
// tools/deploy/serve-static.ts; a production host sends the same headers (docs/deployment.md).
import { createHash } from 'node:crypto';
import type { RuntimeConfig } from '@admin/api-client';

/** Where the API collects policy violations (a path under apiBaseUrl). */
const CSP_REPORT_PATH = '/csp-reports';

/** Video players embedded by the video-links screen (config-mfe, embed-url.ts): only these hosts. */
const VIDEO_PLAYERS = ['https://www.youtube-nocookie.com', 'https://player.vimeo.com'];

/** `scheme://host[:port]` of a URL, or null when it is not an http(s) URL. */
function originOf(url: unknown): string | null {
  if (typeof url !== 'string') return null;
  try {
    const parsed = new URL(url);
    return parsed.protocol === 'http:' || parsed.protocol === 'https:' ? parsed.origin : null;
  } catch {
    return null;
  }
}

/**
 * An override origin as a CSP source: exact origins stay, `http://localhost:*` is already CSP's
 * "any port" form. Anything else (a path, a typo) is dropped, as the shell drops it.
 */
function overrideSource(entry: unknown): string | null {
  if (typeof entry !== 'string') return null;
  const anyPort = entry.trim().endsWith(':*');
  const text = anyPort ? entry.trim().slice(0, -2) : entry.trim();
  const origin = originOf(text);
  if (!origin) return null;
  // An origin only, as the shell reads the list (apps/shell/src/federation/override-origins.ts).
  const url = new URL(text);
  if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
  // CSP's grammar has no IPv6 literals (`http://[::1]:*` is ignored with a console warning):
  // a developer overriding from this machine uses localhost or 127.0.0.1.
  if (url.hostname.startsWith('[')) return null;
  if (!anyPort) return origin;
  return url.port === '' ? `${origin}:*` : null;
}

/** The websocket twin of an http(s) source: a remote's dev server (rsbuild dev) reloads the page over it. */
const websocket = (source: string) => source.replace(/^http/, 'ws');

const unique = (sources: (string | null)[]) => [...new Set(sources.filter((s): s is string => s !== null))];

/**
 * The parts of a runtime config the policy reads. Any may be missing or wrong (a deployment's file
 * the shell will refuse): what is missing is simply not allowed.
 */
export type PolicyConfig = Partial<{
  apiBaseUrl: RuntimeConfig['apiBaseUrl'];
  chain: Partial<RuntimeConfig['chain']>;
  storage: Partial<RuntimeConfig['storage']>;
  remotes: RuntimeConfig['remotes'];
  remoteOverrideOrigins: string[];
}>;

/**
 * The text of each inline script of an HTML page (a `<script>` without `src`), in document order: what
 * the CSP allows by hash below, and what the bundle measures count as JS the page runs
 * (tools/measure/initial-js.ts).
 */
export function inlineScripts(html: string): string[] {
  const scripts: string[] = [];
  for (const match of html.matchAll(/<script(\s[^>]*)?>([\s\S]*?)<\/script>/gi))
    if (!/\ssrc\s*=/i.test(match[1] ?? '')) scripts.push(match[2] ?? '');
  return scripts;
}

/**
 * CSP hashes of the inline scripts of an HTML page (the shell's index.html paints a look-alike of
 * the first screen before its bundle loads). Their text is fixed at build time, so a hash allows
 * exactly them and nothing an attacker injects.
 */
export const inlineScriptHashes = (html: string): string[] =>
  inlineScripts(html).map((text) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`);

/**
 * The Content-Security-Policy for a runtime config. Scripts only from the shell's origin, the
 * remotes and the override origins, plus the index page's own inline scripts by hash
 * (`scriptHashes`); no `unsafe-eval`, no other inline script. Styles allow
 * `'unsafe-inline'` in `<style>` elements only (see docs/deployment.md for the libraries that need
 * it and why a nonce or a hash cannot serve); style attributes in markup are refused.
 */
export function contentSecurityPolicy(config: PolicyConfig, scriptHashes: string[] = []): string {
  const api = originOf(config.apiBaseUrl);
  const gateway = originOf(config.storage?.gatewayUrl);
  const remotes = unique(Object.values(config.remotes ?? {}).map(originOf));
  const overrides = unique(
    (Array.isArray(config.remoteOverrideOrigins) ? config.remoteOverrideOrigins : []).map(overrideSource),
  );
  const code = unique(["'self'", ...remotes, ...overrides]);
  const directives: Record<string, string[]> = {
    'default-src': ["'self'"],
    'script-src': [...code, ...scriptHashes],
    'style-src': [...code, "'unsafe-inline'"],
    'style-src-attr': ["'none'"],
    'font-src': [...code, 'data:'],
    // Partner icons, company logos and project images are links staff paste (https on the web),
    // besides files on the storage gateway. An image cannot run code.
    'img-src': unique(["'self'", 'data:', 'blob:', 'https:', api, gateway, ...remotes]),
    // KYC evidence videos are private files the API serves itself (signed links), media on the gateway.
    'media-src': unique(["'self'", 'blob:', 'https:', api, gateway]),
    'connect-src': unique([
      "'self'",
      api,
      gateway,
      originOf(config.chain?.rpcUrl),
      ...remotes,
      ...overrides,
      ...[...remotes, ...overrides].map(websocket),
    ]),
    'frame-src': VIDEO_PLAYERS,
    'worker-src': ["'self'", 'blob:'],
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
  };
  // report-uri, not report-to: browsers send it at once, one report per violation, and Firefox
  // and Safari still honour only it; Chromium ignores report-uri when report-to is present.
  if (api) directives['report-uri'] = [`${(config.apiBaseUrl as string).replace(/\/+$/, '')}${CSP_REPORT_PATH}`];
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(' ')}`)
    .join('; ');
}

/** Every header the shell and the remotes are served with, besides content type and caching. */
export function securityHeaders(config: PolicyConfig, scriptHashes: string[] = []): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(config, scriptHashes),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // Older browsers that ignore frame-ancestors.
    'X-Frame-Options': 'DENY',
  };
}
