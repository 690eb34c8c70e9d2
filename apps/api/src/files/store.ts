/** Content-addressed files on disk (DATA_DIR/files/<cid>) with their metadata in the database. */
import fs from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { Db } from '../db/connection';
import { files } from '../db/schema';
import { cidOf, isCid } from './cid';

export interface StoredFile {
  cid: string;
  size: number;
  mimeType: string;
  /** Gateway URL: PUBLIC_URL/ipfs/<cid>. */
  url: string;
  createdAt: Date;
}

export interface FileStore {
  put(content: Buffer, mimeType: string, originalName?: string): Promise<StoredFile>;
  /** Metadata and absolute path of a stored file, or undefined. */
  get(cid: string): Promise<{ path: string; mimeType: string; size: number } | undefined>;
  url(cid: string): string;
}

export function createFileStore(db: Db, dir: string, publicUrl: string): FileStore {
  const url = (cid: string) => `${publicUrl}/ipfs/${cid}`;
  return {
    url,
    async put(content, mimeType, originalName) {
      const cid = cidOf(content);
      await fs.mkdir(dir, { recursive: true });
      const target = path.join(dir, cid);
      // Same content, same name: write once via a temp file so readers never see a partial file.
      try {
        await fs.access(target);
      } catch {
        const temp = `${target}.${process.pid}.${Date.now()}.tmp`;
        await fs.writeFile(temp, content);
        await fs.rename(temp, target);
      }
      const [row] = await db
        .insert(files)
        .values({ cid, mime_type: mimeType, size: content.length, original_name: originalName ?? null })
        .onConflictDoNothing()
        .returning();
      return { cid, size: content.length, mimeType, url: url(cid), createdAt: row?.created_at ?? new Date() };
    },
    async get(cid) {
      if (!isCid(cid)) return undefined;
      const [row] = await db.select().from(files).where(eq(files.cid, cid));
      if (!row) return undefined;
      const filePath = path.join(dir, cid);
      try {
        await fs.access(filePath);
      } catch {
        return undefined;
      }
      return { path: filePath, mimeType: row.mime_type, size: row.size };
    },
  };
}
