/**
 * Read access to an upload's bytes without holding them all: the content checks read a signature,
 * walk headers at offsets, look at the tail, or scan the whole file chunk by chunk. An upload is
 * staged on disk (staging.ts), so a 25 MB video costs a window of 64 KB here, not 25 MB.
 */
import fs from 'node:fs/promises';

export interface FileView {
  readonly size: number;
  /** Up to `length` bytes from `offset` (fewer at the end of the file). */
  read(offset: number, length: number): Promise<Buffer>;
  /** Every byte in order, in chunks of at most `chunkSize`. */
  scan(onChunk: (chunk: Buffer) => void, chunkSize?: number): Promise<void>;
}

const WINDOW = 64 * 1024;
const SCAN_CHUNK = 1024 * 1024;

/** A view of bytes already in memory (small files the seed stores, unit tests). */
export function bufferView(content: Buffer): FileView {
  return {
    size: content.length,
    read: async (offset, length) => content.subarray(offset, Math.min(content.length, offset + length)),
    scan: async (onChunk, chunkSize = SCAN_CHUNK) => {
      for (let at = 0; at < content.length; at += chunkSize) onChunk(content.subarray(at, at + chunkSize));
    },
  };
}

/**
 * A view of a file on disk. Reads go through one cached window, so walking a file's boxes or
 * chunks (many small reads close together) touches the disk once per 64 KB.
 */
export async function diskView(file: string, size: number): Promise<FileView & { close(): Promise<void> }> {
  const handle = await fs.open(file, 'r');
  let window = Buffer.alloc(0);
  let windowAt = 0;
  const readAt = async (offset: number, length: number) => {
    const buffer = Buffer.alloc(Math.max(0, Math.min(length, size - offset)));
    if (buffer.length === 0) return buffer;
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, offset);
    return buffer.subarray(0, bytesRead);
  };
  return {
    size,
    async read(offset, length) {
      if (offset >= windowAt && offset + length <= windowAt + window.length)
        return window.subarray(offset - windowAt, offset - windowAt + length);
      if (length > WINDOW) return readAt(offset, length);
      window = await readAt(offset, WINDOW);
      windowAt = offset;
      return window.subarray(0, length);
    },
    async scan(onChunk, chunkSize = SCAN_CHUNK) {
      for (let at = 0; at < size; at += chunkSize) {
        const chunk = await readAt(at, chunkSize);
        if (chunk.length === 0) break;
        onChunk(chunk);
      }
    },
    close: () => handle.close(),
  };
}
