// Headless Debian Chromium with the flags this machine needs (no sandbox as root, no background networking), as the browser tests use it.
import { spawnSync } from 'node:child_process';
import { chromium, type Browser, type BrowserContext } from '@playwright/test';

const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
/** The viewport the quality bar names (1280x800). */
export const VIEWPORT = { width: 1280, height: 800 };

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * A browser whose default profile is `userDataDir`, reachable on `debugPort` for Lighthouse: tabs
 * Lighthouse opens share this context's localStorage (a session signed in here).
 */
export function launchDebuggableContext(userDataDir: string, debugPort: number): Promise<BrowserContext> {
  return chromium.launchPersistentContext(userDataDir, {
    executablePath: CHROMIUM_PATH,
    args: [...CHROMIUM_ARGS, `--remote-debugging-port=${debugPort}`],
    viewport: VIEWPORT,
  });
}

/** "Chromium 156.0.8078.79 built on Debian GNU/Linux 12 (bookworm)" → "Chromium 156.0.8078.79". */
export function chromiumVersion(): string {
  const out = spawnSync(CHROMIUM_PATH, ['--version'], { encoding: 'utf8' }).stdout ?? '';
  return out.match(/^\S+ [\d.]+/m)?.[0] ?? (out.trim() || 'unknown');
}
