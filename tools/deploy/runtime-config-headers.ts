// The security headers of a deployment, read from its runtime-config.json and the shell's
// index.html: re-read when either changes, so moving a remote, adding an override origin or
// deploying a new shell needs no restart of the server.
import { readFileSync, statSync } from 'node:fs';
import { inlineScriptHashes, securityHeaders, type PolicyConfig } from './security-headers';

function readConfig(file: string): PolicyConfig {
  try {
    const parsed: unknown = JSON.parse(readFileSync(file, 'utf8'));
    return typeof parsed === 'object' && parsed !== null ? (parsed as PolicyConfig) : {};
  } catch {
    // Unreadable: the shell shows its configuration error page; the policy allows nothing beyond 'self'.
    return {};
  }
}

const changedAt = (file: string) => {
  try {
    return statSync(file).mtimeMs;
  } catch {
    return -1;
  }
};

const readText = (file: string) => {
  try {
    return readFileSync(file, 'utf8');
  } catch {
    return '';
  }
};

/**
 * A function giving the current headers for the runtime config at `configFile` and the shell page
 * at `indexHtml` (whose inline scripts the policy allows by hash); see serveStatic's `headers`.
 */
export function headersFromRuntimeConfig(configFile: string, indexHtml: string): () => Record<string, string> {
  let seen = '';
  let headers: Record<string, string> = {};
  return () => {
    const stamp = `${changedAt(configFile)}/${changedAt(indexHtml)}`;
    if (stamp !== seen) {
      headers = securityHeaders(readConfig(configFile), inlineScriptHashes(readText(indexHtml)));
      seen = stamp;
    }
    return headers;
  };
}
