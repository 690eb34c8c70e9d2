// The two-instance topology (tools/start/cluster.ts: PostgreSQL, s3rver, API instances A and B behind the
// loopback balancer, the built shell and remotes): a file uploaded through A is downloaded through B;
// KYC evidence is refused to Support on both; stopping A mid-journey loses no acknowledged upload and
// the journey carries on through B. The cluster has its own ports (E2E_PORT_BASE + 30…43).
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { expect, test, type Browser, type BrowserContext } from '@playwright/test';
import { stopProcessGroup } from '../../tools/start/process-group';
import { ADMIN, KEYS, STAFF_PHONES } from '../support/session';
import { FIXED_OTP, repoRoot } from '../support/suite';

const portBase = Number(process.env.E2E_PORT_BASE ?? 4310);
const shellPort = portBase + 30;
const apiBase = portBase + 40;

interface ClusterState {
  shell: string;
  balancer: string;
  instances: Record<'a' | 'b', { url: string; pid: number }>;
}

test.describe.configure({ mode: 'serial' });

let cluster: ChildProcess;
let state: ClusterState;
const output: string[] = [];

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const spawnedAt = Date.now();
  cluster = spawn(
    'bash',
    [
      'apps/api/scripts/with-postgres.sh',
      'npx',
      'tsx',
      'tools/start/cluster.ts',
      '--base',
      String(shellPort),
      '--api-base',
      String(apiBase),
    ],
    { cwd: repoRoot, detached: true, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  const statePath = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the cluster did not start:\n${output.join('')}`)), 230_000);
    let ready = false;
    const read = (chunk: Buffer) => {
      output.push(chunk.toString());
      if (ready) return;
      const found = /State: (\S+cluster\.json)[\s\S]*cluster ready/.exec(output.join(''));
      if (found?.[1]) {
        ready = true;
        clearTimeout(timer);
        // PostgreSQL included: the figure CI's time budget watches.
        console.log(`[cluster] ready in ${((Date.now() - spawnedAt) / 1000).toFixed(1)} s`);
        resolve(found[1]);
      }
    };
    cluster.stdout?.on('data', read);
    cluster.stderr?.on('data', read);
    cluster.once('exit', (code) => reject(new Error(`the cluster exited (${code}):\n${output.join('')}`)));
  });
  state = JSON.parse(readFileSync(statePath, 'utf8')) as ClusterState;
});

test.afterAll(async () => {
  // Already gone (it failed to start): nothing to wait for.
  if (!cluster || cluster.exitCode !== null || cluster.signalCode !== null) return;
  const exited = new Promise((resolve) => cluster.once('exit', resolve));
  stopProcessGroup(cluster);
  await exited;
});

async function signIn(base: string, phone: string = ADMIN.phone) {
  const post = async <T>(path: string, body: unknown) => {
    const res = await fetch(`${base}/api${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    const json = (await res.json()) as { data: T; message?: string };
    if (!res.ok) throw new Error(`POST ${base}/api${path}: ${res.status} ${json.message ?? ''}`);
    return json.data;
  };
  const challenge = await post<{ user_id: number }>('/auth/login', { phone, country_code: ADMIN.country_code });
  return post<{ token: string; refreshToken: string }>('/auth/verify', { otp: FIXED_OTP, user_id: challenge.user_id });
}

const get = (url: string, token: string) => fetch(url, { headers: { authorization: `Bearer ${token}` } });
const pdf = (tag: string) =>
  Buffer.from(`%PDF-1.4\n1 0 obj<</Type/Catalog>>endobj\n% cover ${tag}\ntrailer<<>>\n%%EOF\n`, 'latin1');
const onInstance = (base: string, link: string) => `${base}${new URL(link).pathname}${new URL(link).search}`;

async function signedInContext(browser: Browser): Promise<BrowserContext> {
  const session = await signIn(state.balancer);
  return browser.newContext({
    storageState: {
      cookies: [],
      origins: [
        {
          origin: state.shell,
          localStorage: [
            { name: KEYS.accessToken, value: session.token },
            { name: KEYS.refreshToken, value: session.refreshToken },
          ],
        },
      ],
    },
  });
}

async function orderIds(token: string): Promise<number[]> {
  const res = await get(`${state.balancer}/api/v2/order?limit=5`, token);
  return ((await res.json()) as { data: { id: number }[] }).data.map((order) => order.id);
}

test('a cover document uploaded through instance A is downloaded through instance B and opens from the order screen', async ({
  browser,
}) => {
  const admin = await signIn(state.instances.a.url);
  const [id] = await orderIds(admin.token);
  const form = new FormData();
  const bytes = pdf('through A');
  form.append('cover_image_legal', new Blob([bytes], { type: 'application/pdf' }), 'cover.pdf');
  const uploaded = await fetch(`${state.instances.a.url}/api/order/addCoverImageOrder/${id}`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(uploaded.status).toBe(200);
  const link = ((await uploaded.json()) as { data: { cover_image_pdf: string } }).data.cover_image_pdf;
  const throughB = await fetch(onInstance(state.instances.b.url, link));
  expect(throughB.status).toBe(200);
  expect(Buffer.from(await throughB.arrayBuffer()).equals(bytes)).toBe(true);

  const context = await signedInContext(browser);
  const page = await context.newPage();
  await page.goto(`${state.shell}/order-details/${id}`);
  const open = page
    .getByRole('region', { name: 'Documents' })
    .getByRole('link', { name: 'Open the cover document (PDF)' });
  await expect(open).toBeVisible();
  expect(new URL((await open.getAttribute('href')) as string).pathname).toBe(new URL(link).pathname);
  await context.close();
});

test('KYC evidence is refused to Support on both instances, and opens for Compliance on both', async () => {
  const admin = await signIn(state.balancer);
  const customers = await get(`${state.balancer}/api/v2/customer?limit=1`, admin.token);
  const [customer] = ((await customers.json()) as { data: { id: number }[] }).data;
  const form = new FormData();
  form.append('file', new Blob([pdf('evidence')], { type: 'application/pdf' }), 'pan.pdf');
  const added = await fetch(`${state.balancer}/api/v2/customer/${customer?.id}/kyc/pan/evidence`, {
    method: 'POST',
    headers: { authorization: `Bearer ${admin.token}` },
    body: form,
  });
  expect(added.status).toBe(201);
  const compliance = await signIn(state.balancer, STAFF_PHONES.compliance);
  const review = await get(`${state.balancer}/api/v2/customer/${customer?.id}/kyc`, compliance.token);
  const checks = ((await review.json()) as { data: { checks: { verification: string; files: { url: string }[] }[] } })
    .data.checks;
  const url = checks.find((check) => check.verification === 'pan')?.files.at(-1)?.url as string;
  const path = new URL(url).pathname;
  const support = await signIn(state.balancer, STAFF_PHONES.support);
  for (const instance of [state.instances.a, state.instances.b]) {
    expect((await get(`${instance.url}${path}`, support.token)).status).toBe(403);
    expect((await get(`${instance.url}${path}`, compliance.token)).status).toBe(200);
    expect((await fetch(`${instance.url}${path}`)).status).toBe(401);
  }
});

test('stopping instance A mid-journey loses no acknowledged upload, and the journey carries on through B', async ({
  browser,
}) => {
  const context = await signedInContext(browser);
  const page = await context.newPage();
  const admin = await signIn(state.balancer);
  const [, id] = await orderIds(admin.token);
  await page.goto(`${state.shell}/order-details/${id}`);
  const documents = page.getByRole('region', { name: 'Documents' });
  const open = documents.getByRole('link', { name: 'Open the cover document (PDF)' });
  const upload = async (tag: string) => {
    // Read now, not awaited: an order without a cover document has no link to wait for.
    const before = (await open.count()) > 0 ? await open.getAttribute('href') : null;
    // Replacing a cover document is asked first: the picker shows once confirmed.
    if (before) {
      await documents.getByRole('button', { name: 'Replace the cover document' }).click();
      await page.getByRole('alertdialog').getByRole('button', { name: 'Choose a new file' }).click();
    }
    await documents
      .getByLabel(/legal cover document$/)
      .setInputFiles({ name: `${tag}.pdf`, mimeType: 'application/pdf', buffer: pdf(tag) });
    await expect(open).toBeVisible();
    await expect
      .poll(async () => new URL((await open.getAttribute('href')) as string).pathname)
      .not.toBe(before ? new URL(before).pathname : '');
    return (await open.getAttribute('href')) as string;
  };

  const first = await upload('before the stop');
  // Instance A stops (its whole process group), as a machine going away would.
  process.kill(-state.instances.a.pid, 'SIGTERM');
  await expect
    .poll(
      async () =>
        fetch(`${state.instances.a.url}/api/health`).then(
          () => 'up',
          () => 'down',
        ),
      { timeout: 20_000 },
    )
    .toBe('down');

  await page.reload();
  await expect(open).toBeVisible();
  expect(new URL((await open.getAttribute('href')) as string).pathname).toBe(new URL(first).pathname);
  const served = await page.request.get((await open.getAttribute('href')) as string);
  expect(Buffer.from(await served.body()).equals(pdf('before the stop'))).toBe(true);

  const second = await upload('after the stop');
  await page.reload();
  await expect(open).toBeVisible();
  const kept = (await open.getAttribute('href')) as string;
  expect(new URL(kept).pathname).toBe(new URL(second).pathname);
  expect(Buffer.from(await (await page.request.get(kept)).body()).equals(pdf('after the stop'))).toBe(true);
  await context.close();
});
