/**
 * An S3-compatible server for the tests, the cluster and the bench: npm's s3rver in a process of
 * its own on a loopback port (the store is reached over HTTP as a real bucket would be; nothing of
 * the SDK is faked), its data in a temp folder deleted when it stops.
 */
import { spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import { createRequire } from 'node:module';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import {
  CreateBucketCommand,
  DeleteBucketCommand,
  DeleteObjectCommand,
  ListObjectsV2Command,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../../src/config';
import { s3Client } from '../../src/files/objects';

/** s3rver's fixed credentials (it checks request signatures against them). */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export interface S3rverProcess {
  endpoint: string;
  stop(): Promise<void>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts s3rver on 127.0.0.1 (`port`, or a free one) and resolves once it answers. */
export async function startS3rver(port?: number): Promise<S3rverProcess> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 's3rver-'));
  const listen = port ?? (await freePort());
  const bin = createRequire(import.meta.url).resolve('s3rver/bin/s3rver.js');
  const child = spawn(process.execPath, [bin, '-d', dir, '-a', '127.0.0.1', '-p', String(listen), '--silent'], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const endpoint = `http://127.0.0.1:${listen}`;
  const deadline = Date.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`s3rver exited (${child.exitCode}): ${stderr}`);
    // Any answer (403 without a signature) means it listens.
    if (
      await fetch(endpoint).then(
        () => true,
        () => false,
      )
    )
      break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`s3rver did not answer at ${endpoint} within 20 s: ${stderr}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    endpoint,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        await exited;
      }
      await fs.rm(dir, { recursive: true, force: true });
    },
  };
}

/** Settings of a bucket on s3rver, the way the API reads them from STORAGE_S3_*. */
export const s3rverSettings = (endpoint: string, bucket: string): S3Settings => ({
  endpoint,
  bucket,
  region: 'us-east-1',
  ...S3RVER_KEYS,
  forcePathStyle: true,
  prefix: '',
});

export async function createBucket(settings: S3Settings): Promise<void> {
  const client = s3Client(settings);
  try {
    await client.send(new CreateBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
}

/** Empties and deletes a bucket. */
export async function dropBucket(settings: S3Settings): Promise<void> {
  const client = s3Client(settings);
  try {
    for (;;) {
      const page = await client.send(new ListObjectsV2Command({ Bucket: settings.bucket }));
      const keys = (page.Contents ?? []).flatMap((object) => (object.Key ? [object.Key] : []));
      if (keys.length === 0) break;
      // One by one: a multi-object delete needs a checksum header that not every S3-compatible store takes.
      for (const Key of keys) await client.send(new DeleteObjectCommand({ Bucket: settings.bucket, Key }));
    }
    await client.send(new DeleteBucketCommand({ Bucket: settings.bucket }));
  } finally {
    client.destroy();
  }
}
