/**
 * Content-addressed files on disk (DATA_DIR/files/<cid>) with their metadata in the database.
 * Each upload is recorded with its own declared type; URLs the API hands out name the upload
 * (`?upload=<id>`), so the same bytes uploaded as a PDF by one user and as something else by
 * another are each served with their uploader's type.
 */
import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { fileUploads, files } from '../db/schema';
import { cidOf, isCid } from './cid';

export interface StoredFile {
  cid: string;
  size: number;
  mimeType: string;
  /** Gateway URL of this upload: PUBLIC_URL/ipfs/<cid>?upload=<id>. */
  url: string;
  createdAt: Date;
}

export interface FileStore {
  put(content: Buffer, mimeType: string, originalName?: string): Promise<StoredFile>;
  /** Metadata and absolute path of a stored file (with the type of `uploadId` when it names an upload of it), or undefined. */
  get(cid: string, uploadId?: number): Promise<{ path: string; mimeType: string; size: number } | undefined>;
  url(cid: string): string;
}

const exists = (file: string) =>
  fs.access(file).then(
    () => true,
    () => false,
  );

/**
 * Writes the bytes under their content address unless already there. A unique temporary name per
 * call (not pid + time, which collided between parallel uploads) and "already stored" counts as done.
 */
async function writeOnce(dir: string, cid: string, content: Buffer): Promise<void> {
  const target = path.join(dir, cid);
  if (await exists(target)) return;
  await fs.mkdir(dir, { recursive: true });
  const temp = path.join(dir, `.${cid}.${randomUUID()}.tmp`);
  await fs.writeFile(temp, content);
  try {
    // rename replaces atomically: a concurrent writer of the same bytes leaves the same content.
    await fs.rename(temp, target);
  } catch (error) {
    await fs.rm(temp, { force: true });
    if (!(await exists(target))) throw error;
  }
}

export function createFileStore(db: Db, dir: string, publicUrl: string): FileStore {
  const url = (cid: string) => `${publicUrl}/ipfs/${cid}`;
  return {
    url,
    async put(content, mimeType, originalName) {
      const cid = cidOf(content);
      await writeOnce(dir, cid, content);
      const name = originalName ?? null;
      await db
        .insert(files)
        .values({ cid, mime_type: mimeType, size: content.length, original_name: name })
        .onConflictDoNothing();
      const [upload] = await db
        .insert(fileUploads)
        .values({ cid, mime_type: mimeType, original_name: name })
        .returning();
      if (!upload) throw new Error('file upload not recorded');
      return {
        cid,
        size: content.length,
        mimeType,
        url: `${url(cid)}?upload=${upload.id}`,
        createdAt: upload.created_at,
      };
    },
    async get(cid, uploadId) {
      if (!isCid(cid)) return undefined;
      const [row] = await db.select().from(files).where(eq(files.cid, cid));
      if (!row) return undefined;
      const [upload] = uploadId
        ? await db
            .select({ mime_type: fileUploads.mime_type })
            .from(fileUploads)
            .where(and(eq(fileUploads.id, uploadId), eq(fileUploads.cid, cid)))
        : [];
      const filePath = path.join(dir, cid);
      if (!(await exists(filePath))) return undefined;
      return { path: filePath, mimeType: upload?.mime_type ?? row.mime_type, size: row.size };
    },
  };
}
