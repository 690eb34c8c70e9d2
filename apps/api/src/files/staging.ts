/**
 * An upload on its way in: its first bytes sniffed before anything is written, then streamed to a
 * staging file on local disk while its size is counted (over the limit: stopped, the file deleted)
 * and its sha2-256 computed, which names it (its CID). The content checks then read the staging
 * file, and only a file that passed them reaches the store. Memory use is a chunk, not a file.
 */
import { createHash, randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { cidOfDigest } from './cid';
import { diskView, type FileView } from './file-view';

export interface StagedFile {
  /** The staging file on local disk. */
  path: string;
  size: number;
  cid: string;
  /** Hex sha2-256 of the bytes. */
  sha256: string;
  /** A view of the bytes for the content checks (close it with discard). */
  view(): Promise<FileView & { close(): Promise<void> }>;
  /** Deletes the staging file (a no-op once the store moved it into place). */
  discard(): Promise<void>;
}

export interface StageOptions {
  maxBytes: number;
  /** Bytes handed to `sniff` before the first write (fewer when the file is shorter). */
  sniffBytes?: number;
  /** Throws to refuse the upload on its first bytes: nothing is written then. */
  sniff?: (head: Buffer) => void;
  /** The error thrown when the stream carries more than maxBytes. */
  tooLarge: () => Error;
}

/** Staging files are named `.staging/<uuid>` under the store's folder (or the scratch folder with a bucket). */
export const stagingDir = (filesDir: string) => path.join(filesDir, '.staging');

export async function stage(source: Readable, dir: string, options: StageOptions): Promise<StagedFile> {
  const file = path.join(dir, randomUUID());
  const discard = () => fs.rm(file, { force: true });
  const hash = createHash('sha256');
  const sniffBytes = options.sniffBytes ?? 0;
  let head: Buffer[] = [];
  let headLength = 0;
  let size = 0;
  let handle: fs.FileHandle | undefined;
  const write = async (chunk: Buffer) => {
    if (!handle) {
      await fs.mkdir(dir, { recursive: true });
      handle = await fs.open(file, 'wx');
    }
    await handle.write(chunk);
  };
  const sniffed = async () => {
    const first = Buffer.concat(head);
    head = [];
    options.sniff?.(first.subarray(0, sniffBytes));
    await write(first);
  };
  try {
    // Not destroyed when refused: the rest is drained below so that the answer reaches the client.
    for await (const chunk of source.iterator({ destroyOnReturn: false }) as AsyncIterable<Buffer>) {
      size += chunk.length;
      if (size > options.maxBytes) throw options.tooLarge();
      hash.update(chunk);
      if (headLength < sniffBytes) {
        head.push(chunk);
        headLength += chunk.length;
        if (headLength >= sniffBytes) await sniffed();
        continue;
      }
      await write(chunk);
    }
    if (headLength < sniffBytes) await sniffed();
    if (!handle) await write(Buffer.alloc(0));
    await handle?.close();
  } catch (error) {
    await handle?.close().catch(() => undefined);
    await discard();
    // Whatever the client still sends is read and dropped, so the answer reaches it.
    source.resume();
    throw error;
  }
  const digest = hash.digest();
  return {
    path: file,
    size,
    cid: cidOfDigest(digest),
    sha256: digest.toString('hex'),
    view: () => diskView(file, size),
    discard,
  };
}
