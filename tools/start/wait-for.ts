/** Polls `url` until it answers 2xx; rejects after `timeoutMs` naming `what`. */
export async function waitForHttp(url: string, what: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${what} did not answer at ${url} within ${timeoutMs / 1000} s`);
}
