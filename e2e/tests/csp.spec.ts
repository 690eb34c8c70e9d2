// The shell and the remotes are served with a Content-Security-Policy built from the runtime config
// (tools/deploy/security-headers.ts). A script from an origin the config does not name never runs, and the
// browser reports the attempt to the API; every screen works under the policy without one report.
import { createServer, type Server } from 'node:http';
import type { Page } from '@playwright/test';
import type { ClientErrorEntry, ClientErrorsResponse } from '@admin/api-client';
import { everyScreen, screenRendered, tour } from '../../tools/measure/tour';
import { uniqueSuffix } from '../support/api';
import { expect, test } from '../support/fixtures';
import { signInViaApi } from '../support/session';
import { ports } from '../support/suite';

/** `localhost`, not `127.0.0.1`: the harness's config allows overrides from 127.0.0.1 only. */
const FOREIGN = `http://localhost:${ports.foreign}`;

/** A server whose script would mark the page if it ran. */
function serveForeignScript(): Promise<Server> {
  const server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/javascript', 'access-control-allow-origin': '*' })
      .end('window.__foreignScriptRan = true;');
  });
  return new Promise((resolve) => server.listen(ports.foreign, '127.0.0.1', () => resolve(server)));
}

async function cspReports(): Promise<ClientErrorEntry[]> {
  const { accessToken } = await signInViaApi();
  const { items } = await fetch(`http://127.0.0.1:${ports.api}/api/system/client-errors`, {
    headers: { authorization: `Bearer ${accessToken}` },
  }).then((response) => response.json() as Promise<ClientErrorsResponse>);
  return items.filter((item) => item.kind === 'csp-violation');
}

/** Every violation the page sees, from its first document on (an init script is not subject to the policy). */
async function recordViolations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __violations: string[] }).__violations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
}
const violations = (page: Page) => page.evaluate(() => (window as unknown as { __violations: string[] }).__violations);

test('a script from an origin the runtime config does not name is blocked, and the browser reports it to the API', async ({
  page,
}) => {
  const server = await serveForeignScript();
  try {
    await recordViolations(page);
    const response = await page.goto('/');
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    await screenRendered(page, '/');

    // What an injected tag would do: load code from elsewhere, or run an inline handler.
    const loaded = await page.evaluate((src) => {
      return new Promise<string>((resolve) => {
        const script = document.createElement('script');
        script.src = src;
        script.onload = () => resolve('loaded');
        script.onerror = () => resolve('blocked');
        document.body.append(script);
        const img = document.createElement('img');
        img.setAttribute('onerror', 'window.__inlineHandlerRan = true');
        img.src = 'data:,not-an-image';
        document.body.append(img);
      });
    }, `${FOREIGN}/evil.js`);
    expect(loaded).toBe('blocked');
    await expect
      .poll(() => violations(page))
      .toEqual(
        expect.arrayContaining([
          expect.stringContaining(`script-src-elem ${FOREIGN}/evil.js`),
          expect.stringMatching(/^script-src-attr inline/),
        ]),
      );
    expect(
      await page.evaluate(() => [
        (window as { __foreignScriptRan?: boolean }).__foreignScriptRan,
        (window as { __inlineHandlerRan?: boolean }).__inlineHandlerRan,
      ]),
    ).toEqual([undefined, undefined]);

    // The browser sent the report itself (report-uri): the API logged it and lists it for operators.
    await expect
      .poll(async () => (await cspReports()).map((report) => report.message), { timeout: 15_000 })
      .toContain(`script-src-elem blocked ${FOREIGN}/evil.js`);
  } finally {
    await new Promise((resolve) => server.close(resolve));
  }
});

test('every screen works under the policy: a tour records no violation and the API receives no report', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // Reports arriving from now on: a repeated one moves its line up with a later `at` (lines collapse by
  // content and one address keeps 10 of them, so the number of lines alone would not show it).
  const since = new Date().toISOString();
  await recordViolations(page);
  await page.goto('/');
  await screenRendered(page, '/');
  expect(await tour(page, everyScreen())).toEqual([]);

  // Libraries that write styles at run time: a toast (react-hot-toast), a dialog (its scroll lock).
  await page.goto('/config');
  const add = page.getByRole('form', { name: 'Add setting' });
  await add.getByLabel('Name').fill(`e2e_csp_${uniqueSuffix()}`);
  await add.getByLabel('Value').fill('under the policy');
  await add.getByRole('button', { name: 'Add setting' }).click();
  await expect(page.getByText('Setting added')).toBeVisible();
  await page.getByRole('tab', { name: 'Partners' }).click();
  await page.getByRole('button', { name: 'Add partner' }).first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await page.keyboard.press('Escape');

  expect(await violations(page)).toEqual([]);
  // Reports go out at once; give a late one the time to arrive before counting.
  await page.waitForTimeout(1_000);
  expect((await cspReports()).filter((report) => report.at >= since)).toEqual([]);
});
