// Files go through one store interface with two implementations, the local folder and an
// S3-compatible bucket (s3rver in a process of its own): the same behaviour is asserted on both.
// Uploads stream through the checks to a staging file; a refused or cut-off upload stores nothing.
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Customer, ItemResponse, ListResponse, PinResult, ProjectMediaFile } from '@admin/api-client/contract';
import { cidOf } from '../src/files/cid';
import { bufferView } from '../src/files/file-view';
import { contentProblem } from '../src/files/content-checks';
import { stagingDir } from '../src/files/staging';
import { objectStoreFor, rowsWithoutObject, sweepOrphans } from '../src/files/store';
import { bigMp4, formWith, pdf, PNG } from './helpers/files';
import { signIn } from './helpers/auth';
import { client } from './helpers/http';
import { createTestDatabase, startOn, type TestServer, type TestStore } from './helpers/server';
import type { Database } from '../src/db/connection';

describe.each<TestStore>(['local', 's3'])('object store: %s', (store) => {
  let server: TestServer;
  let api: ReturnType<typeof client>;
  let database: Database;
  let drop: () => Promise<void>;
  beforeAll(async () => {
    // The test reads the API's own database (PGlite in memory has no second connection).
    const created = await createTestDatabase({}, store);
    database = await created.open();
    server = await startOn(created.config, { database });
    api = client(server.url, (await signIn(server.url)).token);
    drop = created.drop;
  });
  afterAll(async () => {
    await server.close();
    if (server.config.databaseUrl) await database.close();
    await drop();
  });

  const objects = () => objectStoreFor(server.config);
  const keys = async () => {
    const found: string[] = [];
    for await (const object of objects().list()) found.push(object.key);
    return found.sort();
  };
  const staged = async () => fs.readdir(stagingDir(server.config.filesDir)).catch(() => [] as string[]);
  const mediaFile = (content: Buffer, type: string) =>
    api.post<ItemResponse<ProjectMediaFile> & { message?: string }>('/api/v2/project/1/media/file', undefined, {
      form: formWith('file', content, type, 'clip'),
    });

  it('stores a 6 MB video under its CID and serves the same bytes back, streamed both ways', async () => {
    const video = bigMp4(6, 1);
    const res = await mediaFile(video, 'video/mp4');
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ size: video.length, type: 'video/mp4' });
    expect(await keys()).toContain(cidOf(video));
    const served = await fetch(
      `${server.url}${new URL(res.body.data.url).pathname}${new URL(res.body.data.url).search}`,
    );
    expect(served.headers.get('content-length')).toBe(String(video.length));
    expect(Buffer.from(await served.arrayBuffer()).equals(video)).toBe(true);
    expect(await staged()).toEqual([]);
  });

  it('refuses on the first bytes, on the structure, or on the size, and leaves no object and no staging file', async () => {
    const before = await keys();
    // Sniffed: an HTML page declared as an image is refused on its first bytes.
    expect((await mediaFile(Buffer.from('<!doctype html><script>alert(1)</script>'), 'image/png')).body.message).toBe(
      'file: the file is not a valid PNG (it has no PNG signature)',
    );
    // Checked whole after streaming: a real video with a page glued after its last box.
    const glued = Buffer.concat([bigMp4(1, 2), Buffer.from('<html>')]);
    expect((await mediaFile(glued, 'video/mp4')).status).toBe(400);
    // Over the 25 MB limit: 413 while streaming.
    const tooBig = await mediaFile(bigMp4(26, 3), 'video/mp4');
    expect(tooBig.status).toBe(413);
    expect(tooBig.body.message).toBe('file: file is larger than 25 MB');
    expect(await keys()).toEqual(before);
    expect(await staged()).toEqual([]);
  });

  it('a refused file among KYC evidence stores none of the files sent with it', async () => {
    const before = await keys();
    const form = new FormData();
    form.append('file', new Blob([pdf('first')], { type: 'application/pdf' }), 'first.pdf');
    form.append('file', new Blob(['<html>'], { type: 'application/pdf' }), 'second.pdf');
    const [customer] = (await api.get<ListResponse<Customer>>('/api/v2/customer?limit=1')).body.data;
    const res = await api.post<{ message: string }>(`/api/v2/customer/${customer?.id}/kyc/pan/evidence`, undefined, {
      form,
    });
    expect(res.body.message).toMatch(/^file: the file is not a valid PDF/);
    expect(await keys()).toEqual(before);
    expect(await staged()).toEqual([]);
  });

  it('stores each row after its object: every row has its object, and the same bytes are one object', async () => {
    const bytes = PNG;
    const first = await api.post<PinResult>('/api/pinning/pinFileToIPFS', undefined, {
      form: formWith('file', bytes, 'image/png'),
    });
    const again = await api.post<PinResult>('/api/pinning/pinFileToIPFS', undefined, {
      form: formWith('file', bytes, 'image/png'),
    });
    expect(again.body.IpfsHash).toBe(first.body.IpfsHash);
    expect((await keys()).filter((key) => key === cidOf(bytes))).toHaveLength(1);
    expect(await rowsWithoutObject(database.db, objects())).toEqual([]);
  });

  it('the sweep deletes objects no row names and stale staging files, after a grace period, and keeps the rest', async () => {
    const store = objects();
    const bytes = Buffer.from('left by a crash between the object and its row');
    const orphan = path.join(os.tmpdir(), `orphan-${process.pid}`);
    await fs.writeFile(orphan, bytes);
    const orphanKey = cidOf(bytes);
    await store.put(orphanKey, orphan, bytes.length, 'x');
    await fs.mkdir(stagingDir(server.config.filesDir), { recursive: true });
    await fs.writeFile(path.join(stagingDir(server.config.filesDir), 'interrupted'), 'half an upload');
    const kept = (await keys()).filter((key) => key !== orphanKey);
    try {
      // Within the grace period nothing goes (an upload in flight writes its object just before its row).
      expect(await sweepOrphans(database.db, store, server.config.filesDir)).toEqual({ objects: 0, staging: 0 });
      const later = new Date(Date.now() + 2 * 3600_000);
      expect(await sweepOrphans(database.db, store, server.config.filesDir, 3600_000, later)).toEqual({
        objects: 1,
        staging: 1,
      });
      expect(await keys()).toEqual(kept);
    } finally {
      await fs.rm(orphan, { force: true });
    }
  });
});

describe('content checks read a file in chunks as if whole', () => {
  /** The same bytes, scanned a few bytes at a time, so that every name straddles a chunk boundary somewhere. */
  const chunked = (content: Buffer, size: number) => {
    const view = bufferView(content);
    return { ...view, scan: (onChunk: (chunk: Buffer) => void) => view.scan(onChunk, size) };
  };
  const withScript = pdf()
    .toString('latin1')
    .replace('/Type /Catalog', '/Type /Catalog /OpenAction << /S /J#61vaScript /JS (app.alert(1)) >>');

  it('finds script actions and page markup across every chunk size, and passes a clean PDF', async () => {
    for (const size of [1, 2, 3, 5, 7, 11, 64]) {
      expect(await contentProblem('f', 'application/pdf', chunked(Buffer.from(withScript, 'latin1'), size))).toMatch(
        /script, launch/,
      );
      const page = pdf().toString('latin1').replace('(Cover) Tj', '(Cover) Tj % <script>x</script>');
      expect(await contentProblem('f', 'application/pdf', chunked(Buffer.from(page, 'latin1'), size))).toMatch(
        /HTML markup/,
      );
      expect(await contentProblem('f', 'application/pdf', chunked(pdf(), size))).toBeNull();
    }
  });

  it('reads names inside stream data as data, unless the stream never ends', async () => {
    const inStream = pdf().toString('latin1').replace('(Cover) Tj', '(Cover) Tj /JavaScript');
    expect(await contentProblem('f', 'application/pdf', chunked(Buffer.from(inStream, 'latin1'), 3))).toBeNull();
    const unended = `%PDF-1.4\n1 0 obj\n<< /Length 9 >>\nstream\n/JavaScript (x)\n%%EOF\n`;
    expect(await contentProblem('f', 'application/pdf', chunked(Buffer.from(unended, 'latin1'), 4))).toMatch(
      /script, launch/,
    );
  });
});
