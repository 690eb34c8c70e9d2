// `npm run bench:files -w @admin/api`: uploads and downloads of a 10 MB file through each store (the
// local folder, and a bucket on s3rver in its own process), p50/p95 over 20 of each, and the API's
// memory (resident set of its process, sampled every 20 ms) during 20 uploads of 10 MB sent at once:
// streamed to staging files, it stays far below 20 × 10 MB. A bench, not a test: figures vary with
// the machine's load. The API runs in its own process (PGlite, DEV_MODE) on a loopback port.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { bigMp4 } from '../test/helpers/files';
import { createBucket, freePort, s3rverSettings, startS3rver } from '../test/helpers/s3rver';

const SIZE_MB = 10;
const ROUNDS = 20;
const FIXED_OTP = '123456';

/** A distinct 10 MB MP4 (the content checks walk its boxes) per seed. */
const video = (seed: number) => bigMp4(SIZE_MB, seed);

const rssMb = (pid: number) => {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
};
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

async function startApi(env: Record<string, string>): Promise<{ url: string; child: ChildProcess; dataDir: string }> {
  const port = await freePort();
  const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'bench-files-'));
  // node itself (not npx): its pid is the API's, whose memory is sampled.
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DEV_MODE: 'true',
      FIXED_OTP,
      JWT_SECRET: 'bench-only-jwt-secret-of-at-least-32-bytes',
      LOG_LEVEL: 'error',
      AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true',
      ...env,
    },
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (
      await fetch(`${url}/api/health`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return { url, child, dataDir };
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  child.kill();
  throw new Error('the API did not start');
}

async function token(url: string): Promise<string> {
  const post = async <T>(p: string, body: unknown) =>
    (
      (await await fetch(`${url}/api${p}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }).then((r) => r.json())) as { data: T }
    ).data;
  const challenge = await post<{ user_id: number }>('/auth/login', { phone: '9999999999', country_code: '+91' });
  return (await post<{ token: string }>('/auth/verify', { otp: FIXED_OTP, user_id: challenge.user_id })).token;
}

async function upload(url: string, bearer: string, content: Buffer): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([content], { type: 'video/mp4' }), 'clip.mp4');
  const res = await fetch(`${url}/api/v2/project/1/media/file`, {
    method: 'POST',
    headers: { authorization: `Bearer ${bearer}` },
    body: form,
  });
  if (res.status !== 200) throw new Error(`upload: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { data: { url: string } }).data.url;
}

async function benchStore(label: string, env: Record<string, string>) {
  const { url, child, dataDir } = await startApi(env);
  const expected = video(1).length;
  try {
    const bearer = await token(url);
    const uploads: number[] = [];
    const downloads: number[] = [];
    const urls: string[] = [];
    for (let i = 0; i < ROUNDS; i++) {
      const content = video(i + 1);
      const started = performance.now();
      urls.push(await upload(url, bearer, content));
      uploads.push(performance.now() - started);
    }
    for (const fileUrl of urls) {
      const started = performance.now();
      const res = await fetch(`${url}${new URL(fileUrl).pathname}${new URL(fileUrl).search}`);
      const bytes = (await res.arrayBuffer()).byteLength;
      downloads.push(performance.now() - started);
      if (bytes !== expected) throw new Error(`download: ${bytes} bytes`);
    }
    // 20 uploads at once, of 20 other files; the API's resident memory sampled all along.
    const pid = child.pid as number;
    const before = rssMb(pid);
    let peak = before;
    const sampler = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
    const contents = Array.from({ length: ROUNDS }, (_, i) => video(100 + i));
    const started = performance.now();
    await Promise.all(contents.map((content) => upload(url, bearer, content)));
    const parallelMs = performance.now() - started;
    clearInterval(sampler);
    const row = (values: number[]) =>
      `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
    console.log(`${label}: upload ${row(uploads)}; download ${row(downloads)}`);
    console.log(
      `${label}: 20 parallel uploads of ${SIZE_MB} MB in ${(parallelMs / 1000).toFixed(1)} s; API resident memory ${before.toFixed(0)} MB before, peak ${peak.toFixed(0)} MB (+${(peak - before).toFixed(0)} MB for ${20 * SIZE_MB} MB received)`,
    );
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
    await fs.rm(dataDir, { recursive: true, force: true });
  }
}

// The bench's own SDK client (the bucket it creates) would warn about Node.js 20, the repository's floor.
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED = 'true';
console.log(
  `${SIZE_MB} MB video, ${ROUNDS} uploads then ${ROUNDS} downloads per store, one at a time; then 20 at once`,
);
await benchStore('local folder', {});
const s3rver = await startS3rver();
try {
  const bucket = s3rverSettings(s3rver.endpoint, 'bench-files');
  await createBucket(bucket);
  await benchStore('bucket (s3rver)', {
    STORAGE_S3_ENDPOINT: s3rver.endpoint,
    STORAGE_S3_BUCKET: bucket.bucket,
    STORAGE_S3_ACCESS_KEY_ID: 'S3RVER',
    STORAGE_S3_SECRET_ACCESS_KEY: 'S3RVER',
  });
} finally {
  await s3rver.stop();
}
