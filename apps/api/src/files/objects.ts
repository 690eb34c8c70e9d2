/**
 * Where the bytes of stored files live, by key (a file's CID): a folder on this machine (the
 * embedded default) or a bucket of any S3-compatible store (AWS S3, MinIO, R2, Ceph), chosen by
 * settings. Both take a staged file (already checked, on local disk) and give streams back, so no
 * file is held whole in memory on either side.
 */
import { randomUUID } from 'node:crypto';
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3Settings } from '../config';

interface StoredObject {
  key: string;
  size: number;
  modifiedAt: Date;
  /** Hex sha2-256 recorded beside the object when it was put (a bucket's metadata; not kept by the folder). */
  sha256?: string;
}

export interface ObjectStore {
  readonly kind: 'local' | 's3';
  /** Size and time of an object, or undefined when there is none under `key`. */
  head(key: string): Promise<StoredObject | undefined>;
  /**
   * Stores the file at `source` (a staged upload on local disk) under `key`, whole or not at all.
   * `sha256` (hex) is kept beside the object where the store can, for the migration's checks.
   */
  put(key: string, source: string, size: number, sha256: string): Promise<void>;
  /** The object's bytes as a stream, or undefined when there is none. */
  open(key: string): Promise<{ body: Readable; size: number } | undefined>;
  delete(key: string): Promise<void>;
  /** Every object, in pages (what the orphan sweep and the migration's checks walk). */
  list(): AsyncIterable<StoredObject>;
  /** Where the objects are, for logs and the migration command (a folder, or s3://bucket/prefix). */
  readonly location: string;
  close(): void;
}

const missing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';

/** Keys are CIDs: a folder holds them flat, and names starting with a dot (staging) are not objects. */
export function localObjects(dir: string): ObjectStore {
  const file = (key: string) => path.join(dir, key);
  const head = async (key: string): Promise<StoredObject | undefined> => {
    try {
      const stat = await fs.stat(file(key));
      return stat.isFile() ? { key, size: stat.size, modifiedAt: stat.mtime } : undefined;
    } catch (error) {
      if (missing(error)) return undefined;
      throw error;
    }
  };
  return {
    kind: 'local',
    location: dir,
    head,
    async put(key, source) {
      await fs.mkdir(dir, { recursive: true });
      const target = file(key);
      // A hard link keeps the staging file (the caller still holds it) and appears whole at once.
      try {
        await fs.link(source, target);
        return;
      } catch (error) {
        const code = (error as NodeJS.ErrnoException).code;
        if (code !== 'EEXIST' && code !== 'EXDEV' && code !== 'EPERM') throw error;
      }
      // Replacing a damaged object, or another file system: copy, then rename over it atomically.
      const temp = path.join(dir, `.${key}.${randomUUID()}.tmp`);
      try {
        await fs.copyFile(source, temp);
        await fs.rename(temp, target);
      } finally {
        await fs.rm(temp, { force: true });
      }
    },
    async open(key) {
      const found = await head(key);
      return found ? { body: createReadStream(file(key)), size: found.size } : undefined;
    },
    async delete(key) {
      await fs.rm(file(key), { force: true });
    },
    async *list() {
      let names: string[];
      try {
        names = await fs.readdir(dir);
      } catch (error) {
        if (missing(error)) return;
        throw error;
      }
      for (const name of names) {
        if (name.startsWith('.')) continue;
        const found = await head(name);
        if (found) yield found;
      }
    },
    close() {},
  };
}

const notFound = (error: unknown) =>
  error instanceof S3ServiceException &&
  (error.name === 'NotFound' || error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

export function s3Client(settings: S3Settings): S3Client {
  return new S3Client({
    endpoint: settings.endpoint ?? undefined,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials:
      settings.accessKeyId && settings.secretAccessKey
        ? { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey }
        : undefined,
    // Checksums only where an operation requires them: S3-compatible stores (and older gateways)
    // do not all accept the SDK's default trailing checksums on every upload.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

/** A bucket of an S3-compatible store: objects under `<prefix><cid>`, private (the API serves them). */
export function s3Objects(settings: S3Settings, client: S3Client = s3Client(settings)): ObjectStore {
  const Bucket = settings.bucket;
  const Key = (key: string) => `${settings.prefix}${key}`;
  return {
    kind: 's3',
    location: `s3://${Bucket}/${settings.prefix}`,
    async head(key) {
      try {
        const found = await client.send(new HeadObjectCommand({ Bucket, Key: Key(key) }));
        return {
          key,
          size: found.ContentLength ?? 0,
          modifiedAt: found.LastModified ?? new Date(0),
          sha256: found.Metadata?.sha256,
        };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async put(key, source, size, sha256) {
      await client.send(
        new PutObjectCommand({
          Bucket,
          Key: Key(key),
          Body: createReadStream(source),
          ContentLength: size,
          ContentType: 'application/octet-stream',
          Metadata: { sha256 },
        }),
      );
    },
    async open(key) {
      try {
        const found = await client.send(new GetObjectCommand({ Bucket, Key: Key(key) }));
        return { body: found.Body as Readable, size: found.ContentLength ?? 0 };
      } catch (error) {
        if (notFound(error)) return undefined;
        throw error;
      }
    },
    async delete(key) {
      await client.send(new DeleteObjectCommand({ Bucket, Key: Key(key) }));
    },
    async *list() {
      let ContinuationToken: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket, Prefix: settings.prefix || undefined, ContinuationToken }),
        );
        for (const object of page.Contents ?? []) {
          if (!object.Key) continue;
          yield {
            key: object.Key.slice(settings.prefix.length),
            size: object.Size ?? 0,
            modifiedAt: object.LastModified ?? new Date(0),
          };
        }
        ContinuationToken = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (ContinuationToken);
    },
    close: () => client.destroy(),
  };
}
