/**
 * A small PNG drawn in code (filled rectangles on a background, RGB, deflated): the seed's sample
 * photo of an identity card. Real PNG structure (IHDR, IDAT, IEND with CRCs), so uploads' content
 * checks and browsers accept it.
 */
import { crc32, deflateSync } from 'node:zlib';

type Rgb = readonly [number, number, number];
export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: Rgb;
}

function chunk(type: string, data: Buffer): Buffer {
  const out = Buffer.alloc(12 + data.length);
  out.writeUInt32BE(data.length);
  out.write(type, 4, 'latin1');
  data.copy(out, 8);
  out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
  return out;
}

export function rectanglesPng(width: number, height: number, background: Rgb, rects: readonly Rect[]): Buffer {
  // Each row: filter byte 0 (none), then RGB pixels.
  const raw = Buffer.alloc(height * (1 + width * 3));
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const rect = rects.findLast((r) => x >= r.x && x < r.x + r.width && y >= r.y && y < r.y + r.height);
      const [red, green, blue] = rect?.color ?? background;
      const at = y * (1 + width * 3) + 1 + x * 3;
      raw[at] = red;
      raw[at + 1] = green;
      raw[at + 2] = blue;
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(raw)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}
