import type { ChildProcess } from 'node:child_process';

/**
 * Stops a child spawned with `detached: true` and everything it started: `npm` or `npx` start tsx,
 * which starts node, and killing only the first leaves the server holding its port.
 */
export function stopProcessGroup(child: ChildProcess): void {
  if (child.pid === undefined) return;
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    child.kill('SIGTERM');
  }
}
