// Moving a deployment's files from its local folder into a bucket (s3rver in its own process):
// every row's object copied and read back, a second run copies nothing, a run after an
// interruption or a damaged copy puts back only what is missing or wrong, and an instance switched
// to the bucket serves the same files.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ItemResponse, Order, OrderCoverResult, PinResult } from '@admin/api-client/contract';
import type { Database } from '../src/db/connection';
import { files } from '../src/db/schema';
import { cidOf } from '../src/files/cid';
import { migrateFiles } from '../src/files/migrate';
import { localObjects, s3Objects } from '../src/files/objects';
import { signIn } from './helpers/auth';
import { formWith, pdf, pngWith } from './helpers/files';
import { client } from './helpers/http';
import { createTestDatabase, newTestBucket, startOn, type TestServer } from './helpers/server';
import { dropBucket } from './helpers/s3rver';
import type { Config } from '../src/config';

describe('moving files from the local folder into a bucket', () => {
  let local: TestServer;
  let database: Database;
  let config: Config;
  let drop: () => Promise<void>;
  let bucket: NonNullable<Config['s3']>;
  const icon = pngWith('migrated icon');
  const cover = pdf('migrated cover');
  let coverUrl: string;

  beforeAll(async () => {
    const created = await createTestDatabase({}, 'local');
    ({ config, drop } = created);
    database = await created.open();
    local = await startOn(config, { database });
    const api = client(local.url, (await signIn(local.url)).token);
    await api.post<PinResult>('/api/pinning/pinFileToIPFS', undefined, { form: formWith('file', icon, 'image/png') });
    const [order] = (await api.get<{ data: Order[] }>('/api/v2/order?limit=1')).body.data;
    coverUrl = (
      await api.post<ItemResponse<OrderCoverResult>>(`/api/order/addCoverImageOrder/${order?.id}`, undefined, {
        form: formWith('cover_image_legal', cover, 'application/pdf', 'cover.pdf'),
      })
    ).body.data.cover_image_pdf;
    bucket = await newTestBucket();
  });
  afterAll(async () => {
    await local.close();
    if (config.databaseUrl) await database.close();
    await drop();
    await dropBucket(bucket);
  });

  const migrate = (target = bucket) =>
    migrateFiles(database.db, config.filesDir, localObjects(config.filesDir), s3Objects(target));

  it('copies and verifies every stored file, then copies nothing on a second run', async () => {
    const rows = (await database.db.select({ cid: files.cid }).from(files)).length;
    expect(rows).toBeGreaterThan(2);
    const first = await migrate();
    expect(first).toEqual({
      rows,
      copied: rows,
      skipped: 0,
      repaired: 0,
      verified: rows,
      problems: [],
      unreferenced: 0,
    });
    const again = await migrate();
    expect(again).toMatchObject({ rows, copied: 0, skipped: rows, verified: rows, problems: [] });
  });

  it('after an interruption and a damaged copy, puts back only those two', async () => {
    const target = s3Objects(bucket);
    await target.delete(cidOf(icon));
    // The cover's object replaced by other bytes of the same size, with a checksum recorded: only reading back shows it.
    const other = path.join(os.tmpdir(), `damaged-${process.pid}`);
    await fs.writeFile(other, Buffer.alloc(cover.length, 0x41));
    await target.put(cidOf(cover), other, cover.length, 'recorded');
    await fs.rm(other);
    const resumed = await migrate();
    expect(resumed).toMatchObject({ copied: 1, repaired: 1, problems: [] });
    expect(resumed.verified).toBe(resumed.rows);
  });

  it('an instance switched to the bucket serves the same files, public and private', async () => {
    const onBucket = await startOn({ ...config, s3: bucket }, { database });
    try {
      const served = await fetch(`${onBucket.url}/ipfs/${cidOf(icon)}`);
      expect(Buffer.from(await served.arrayBuffer()).equals(icon)).toBe(true);
      const api = client(onBucket.url, (await signIn(onBucket.url)).token);
      const opened = await api.get<unknown>(new URL(coverUrl).pathname);
      expect(opened.status).toBe(200);
    } finally {
      await onBucket.close();
    }
  });

  it('names a stored file missing from the folder, and fails', async () => {
    const fresh = await newTestBucket();
    const missing = path.join(config.filesDir, cidOf(icon));
    const kept = await fs.readFile(missing);
    await fs.rm(missing);
    try {
      const report = await migrate(fresh);
      expect(report.problems).toEqual([`${cidOf(icon)}: no file in ${config.filesDir}`]);
      expect(report.verified).toBe(report.rows - 1);
    } finally {
      await fs.writeFile(missing, kept);
      await dropBucket(fresh);
    }
  });
});
