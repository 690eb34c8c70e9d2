// Which origins a QA override may load a remote from (`remoteOverrideOrigins` in runtime-config.json).
// An override runs its code inside the admin origin, where it can read the session tokens, so it
// is accepted only from origins the deployment lists. Absent or empty: overrides are off.

/**
 * An allowed origin: exact (`https://preview.example.com`), or any port of one host
 * (`http://localhost:*`, for a developer's dev servers).
 */
export type OverrideOriginPattern = string;

/** `scheme://host[:port]` or `scheme://host:*`, normalised; null when the entry is not one. */
function normalisePattern(entry: string): OverrideOriginPattern | null {
  const anyPort = entry.endsWith(':*');
  try {
    const url = new URL(anyPort ? entry.slice(0, -2) : entry);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
    // An origin only: a path, query or credentials mean the entry was misunderstood.
    if (url.pathname !== '/' || url.search || url.hash || url.username || url.password) return null;
    if (anyPort && url.port !== '') return null;
    return anyPort ? `${url.protocol}//${url.hostname}:*` : url.origin;
  } catch {
    return null;
  }
}

/** Reads `remoteOverrideOrigins`; entries that are not origins are dropped (with a warning), never widened. */
export function parseOverrideOrigins(raw: unknown): OverrideOriginPattern[] {
  if (raw === undefined || raw === null) return [];
  if (!Array.isArray(raw)) {
    console.warn('[federation] runtime-config.json: "remoteOverrideOrigins" is not a list; QA overrides are off.');
    return [];
  }
  const patterns: OverrideOriginPattern[] = [];
  for (const entry of raw) {
    const pattern = typeof entry === 'string' ? normalisePattern(entry.trim()) : null;
    if (pattern) patterns.push(pattern);
    else
      console.warn(
        `[federation] runtime-config.json: ignoring remoteOverrideOrigins entry ${JSON.stringify(entry)}: not an origin.`,
      );
  }
  return patterns;
}

/** The origin of a manifest URL, or null when it is not an http(s) URL. */
export function originOf(manifestUrl: string): string | null {
  try {
    const url = new URL(manifestUrl);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.origin : null;
  } catch {
    return null;
  }
}

/** Whether a manifest at `manifestUrl` may be loaded as an override under `allowed`. */
export function isOverrideAllowed(manifestUrl: string, allowed: readonly OverrideOriginPattern[]): boolean {
  const origin = originOf(manifestUrl);
  if (!origin) return false;
  const url = new URL(manifestUrl);
  return allowed.some((pattern) =>
    pattern.endsWith(':*') ? pattern === `${url.protocol}//${url.hostname}:*` : pattern === origin,
  );
}
