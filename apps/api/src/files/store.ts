/**
 * Content-addressed files: the bytes in an object store (a local folder or an S3-compatible bucket,
 * objects.ts) under their CID, their metadata in the database. Each upload is recorded with its own
 * declared type; URLs the API hands out name the upload (`?upload=<id>`), so the same bytes uploaded
 * as a PDF by one user and as something else by another are each served with their uploader's type.
 *
 * Order of writes: the object first, then its rows in one transaction. A crash between the two
 * leaves an object with no row (swept by `sweepOrphans`), never a row whose object is missing.
 */
import fs from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { asc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { fileUploads, files } from '../db/schema';
import { isCid } from './cid';
import { type FileAccess, privateFileUrl } from './file-links';
import type { Config } from '../config';
import { localObjects, type ObjectStore, s3Objects } from './objects';
import { stage, stagingDir, type StagedFile, type StageOptions } from './staging';

export interface StoredFile {
  cid: string;
  size: number;
  mimeType: string;
  /**
   * Where this upload is served: the gateway, PUBLIC_URL/ipfs/<cid>?upload=<id>, for a public one;
   * the API, PUBLIC_URL/api/files/<id>, for a private one (file-links.ts).
   */
  url: string;
  /** The upload's id (file_uploads). */
  uploadId: number;
  createdAt: Date;
}

export interface OpenedFile {
  mimeType: string;
  size: number;
  body: Readable;
}

export interface FileStore {
  readonly objects: ObjectStore;
  /** Streams an upload to a staging file (sniffed, counted, hashed): check it, then `put` it. */
  stage(source: Readable, options: StageOptions): Promise<StagedFile>;
  /**
   * Stores a staged (checked) file: the object, then its rows. The staging file is gone afterwards.
   * `access` other than public keeps this upload off the gateway.
   */
  put(staged: StagedFile, mimeType: string, originalName?: string, access?: FileAccess): Promise<StoredFile>;
  /** Stores bytes already in memory (the seed's small sample files). */
  putBuffer(content: Buffer, mimeType: string, originalName?: string, access?: FileAccess): Promise<StoredFile>;
  /**
   * What the public gateway serves: a public upload's type (`uploadId`, of this CID), else that of the
   * CID's first public upload, with its bytes; undefined when there is none (private files included).
   */
  open(cid: string, uploadId?: number): Promise<OpenedFile | undefined>;
  /** One upload with its access, type and bytes (the private files route checks the access), or undefined. */
  openUpload(uploadId: number): Promise<(OpenedFile & { access: FileAccess }) | undefined>;
  url(cid: string): string;
}

/** The object store the settings name: the bucket of STORAGE_S3_* when set, else the local folder. */
export function objectStoreFor(config: Pick<Config, 'filesDir' | 's3'>): ObjectStore {
  return config.s3 ? s3Objects(config.s3) : localObjects(config.filesDir);
}

/** The file store of these settings (close its `objects` when done). */
export function fileStoreFor(db: Db, config: Pick<Config, 'filesDir' | 's3' | 'publicUrl'>): FileStore {
  return createFileStore(db, objectStoreFor(config), config.filesDir, config.publicUrl);
}

export function createFileStore(db: Db, objects: ObjectStore, filesDir: string, publicUrl: string): FileStore {
  const url = (cid: string) => `${publicUrl}/ipfs/${cid}`;
  const staging = stagingDir(filesDir);
  const store: FileStore = {
    objects,
    url,
    stage: (source, options) => stage(source, staging, options),
    async put(staged, mimeType, originalName, access = 'public') {
      const name = originalName ?? null;
      try {
        const [known] = await db.select({ cid: files.cid }).from(files).where(eq(files.cid, staged.cid));
        // Content-addressed: bytes with a row are stored once (a different size is a damaged object: replaced).
        const existing = known ? await objects.head(staged.cid) : undefined;
        if (existing?.size !== staged.size) await objects.put(staged.cid, staged.path, staged.size, staged.sha256);
        const upload = await db.transaction(async (tx) => {
          await tx
            .insert(files)
            .values({ cid: staged.cid, mime_type: mimeType, size: staged.size, original_name: name })
            .onConflictDoNothing();
          const [row] = await tx
            .insert(fileUploads)
            .values({ cid: staged.cid, mime_type: mimeType, original_name: name, access })
            .returning();
          return row;
        });
        // An orphan sweep may have taken an old object of the same bytes before the row existed: put it back.
        if (!known && !(await objects.head(staged.cid)))
          await objects.put(staged.cid, staged.path, staged.size, staged.sha256);
        if (!upload) throw new Error('file upload not recorded');
        return {
          cid: staged.cid,
          size: staged.size,
          mimeType,
          url: access === 'public' ? `${url(staged.cid)}?upload=${upload.id}` : privateFileUrl(publicUrl, upload.id),
          uploadId: upload.id,
          createdAt: upload.created_at,
        };
      } finally {
        await staged.discard();
      }
    },
    async putBuffer(content, mimeType, originalName, access) {
      const staged = await store.stage(Readable.from([content]), {
        maxBytes: content.length,
        tooLarge: () => new Error('unreachable: the buffer is its own limit'),
      });
      return store.put(staged, mimeType, originalName, access);
    },
    async open(cid, uploadId) {
      if (!isCid(cid)) return undefined;
      const [row] = await db.select().from(files).where(eq(files.cid, cid));
      if (!row) return undefined;
      const uploads = await db
        .select({ id: fileUploads.id, mime_type: fileUploads.mime_type, access: fileUploads.access })
        .from(fileUploads)
        .where(eq(fileUploads.cid, cid))
        .orderBy(asc(fileUploads.id));
      const publicOnes = uploads.filter((upload) => upload.access === 'public');
      let mimeType: string;
      if (uploadId !== undefined && uploads.some((upload) => upload.id === uploadId)) {
        // A URL naming a private upload gets nothing, even when the same bytes are also public.
        const named = publicOnes.find((upload) => upload.id === uploadId);
        if (!named) return undefined;
        mimeType = named.mime_type;
      } else if (publicOnes[0]) mimeType = publicOnes[0].mime_type;
      else if (uploads.length === 0) mimeType = row.mime_type;
      else return undefined;
      const object = await objects.open(cid);
      if (!object) return undefined;
      return { mimeType, size: object.size, body: object.body };
    },
    async openUpload(uploadId) {
      const [upload] = await db.select().from(fileUploads).where(eq(fileUploads.id, uploadId));
      if (!upload) return undefined;
      const object = await objects.open(upload.cid);
      if (!object) return undefined;
      return { access: upload.access as FileAccess, mimeType: upload.mime_type, size: object.size, body: object.body };
    },
  };
  return store;
}

export interface SweepResult {
  /** Objects with no row, older than the grace period, deleted. */
  objects: number;
  /** Staging files left by uploads that never finished (a crash, a killed instance). */
  staging: number;
}

/**
 * Deletes what a failed or interrupted upload can leave: objects no row names and staging files,
 * older than `graceMs` (an upload in flight writes its object a moment before its row).
 */
export async function sweepOrphans(
  db: Db,
  objects: ObjectStore,
  filesDir: string,
  graceMs = 60 * 60_000,
  now = new Date(),
): Promise<SweepResult> {
  const before = new Date(now.getTime() - graceMs);
  const result: SweepResult = { objects: 0, staging: 0 };
  let page: string[] = [];
  const sweepPage = async () => {
    if (page.length === 0) return;
    const known = new Set(
      (await db.select({ cid: files.cid }).from(files).where(inArray(files.cid, page))).map((row) => row.cid),
    );
    for (const key of page.filter((key) => !known.has(key))) {
      // Read again: a row may have arrived since the listing (an upload finishing now keeps its object).
      const [row] = await db.select({ cid: files.cid }).from(files).where(eq(files.cid, key));
      if (row) continue;
      // Rewritten since the listing (an upload of the same bytes): not an orphan.
      const current = await objects.head(key);
      if (!current || current.modifiedAt >= before) continue;
      await objects.delete(key);
      result.objects += 1;
    }
    page = [];
  };
  for await (const object of objects.list()) {
    if (object.modifiedAt >= before) continue;
    page.push(object.key);
    if (page.length === 500) await sweepPage();
  }
  await sweepPage();
  const staging = stagingDir(filesDir);
  for (const name of await fs.readdir(staging).catch(() => [] as string[])) {
    const file = path.join(staging, name);
    const stat = await fs.stat(file).catch(() => undefined);
    if (stat && stat.mtime < before) {
      await fs.rm(file, { force: true });
      result.staging += 1;
    }
  }
  return result;
}

/** Rows whose object is not in the store (what the migration command and the sweep report). */
export async function rowsWithoutObject(db: Db, objects: ObjectStore, createdBefore = new Date()): Promise<string[]> {
  const missing: string[] = [];
  const rows = await db.select({ cid: files.cid }).from(files).where(lt(files.created_at, createdBefore));
  for (const row of rows) if (!(await objects.head(row.cid))) missing.push(row.cid);
  return missing;
}
