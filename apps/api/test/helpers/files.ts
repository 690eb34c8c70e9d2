import { crc32 } from 'node:zlib';

/**
 * Small real files of every type the uploads take, built in code: the API checks each upload's
 * content against its declared type, so the tests send what a browser would.
 */

/** A 1x1 PNG. */
export const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);
/** The 1x1 PNG with a text chunk holding `text` (distinct bytes per text, still a valid PNG). */
export function pngWith(text: string): Buffer {
  const data = Buffer.from(`Comment\0${text}`, 'latin1');
  const chunk = Buffer.alloc(12 + data.length);
  chunk.writeUInt32BE(data.length);
  chunk.write('tEXt', 4, 'latin1');
  data.copy(chunk, 8);
  chunk.writeUInt32BE(crc32(chunk.subarray(4, 8 + data.length)), 8 + data.length);
  // After the signature (8 bytes) and IHDR (25 bytes).
  return Buffer.concat([PNG.subarray(0, 33), chunk, PNG.subarray(33)]);
}
/** A 1x1 GIF. */
export const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///yH5BAEAAAAALAAAAAABAAEAAAIBRAA7', 'base64');
/** A 1x1 lossless WebP. */
export const WEBP = Buffer.from('UklGRhoAAABXRUJQVlA4TA0AAAAvAAAAEAcQERGIiP4HAA==', 'base64');
/** A 1x1 baseline JPEG. */
export const JPEG = Buffer.from(
  '/9j/4AAQSkZJRgABAQEASABIAAD/2wBDAAMCAgICAgMCAgIDAwMDBAYEBAQEBAgGBgUGCQgKCgkICQkKDA8MCgsOCwkJDRENDg8QEBEQCgwSExIQEw8QEBD/yQALCAABAAEBAREA/8wABgAQEAX/2gAIAQEAAD8A0s8g/9k=',
  'base64',
);

/** One ISO base media box. */
const box = (type: string, ...payload: Buffer[]) => {
  const body = Buffer.concat(payload);
  const header = Buffer.alloc(8);
  header.writeUInt32BE(8 + body.length);
  header.write(type, 4, 'latin1');
  return Buffer.concat([header, body]);
};
const ftyp = (major: string, ...compatible: string[]) =>
  box(
    'ftyp',
    Buffer.from(major, 'latin1'),
    Buffer.alloc(4),
    ...compatible.map((brand) => Buffer.from(brand, 'latin1')),
  );

/** An MP4 container: file type, movie header box, media data. */
export const MP4 = Buffer.concat([
  ftyp('isom', 'isom', 'mp41'),
  box('moov', box('mvhd', Buffer.alloc(100))),
  box('mdat', Buffer.from('frames')),
]);
/** A QuickTime movie. */
export const MOV = Buffer.concat([
  ftyp('qt  ', 'qt  '),
  box('moov', box('mvhd', Buffer.alloc(100))),
  box('mdat', Buffer.from('frames')),
]);
/** An AVIF container (file type and the image's meta box). */
export const AVIF = Buffer.concat([
  ftyp('avif', 'avif', 'mif1', 'miaf'),
  box('meta', Buffer.alloc(4), box('hdlr', Buffer.alloc(24))),
  box('mdat', Buffer.from('pixels')),
]);
/** A WebM file: the EBML header (DocType webm) and an empty segment. */
export const WEBM = Buffer.from(
  '1a45dfa39f4286810142f7810142f2810442f381084282847765626d428781044285810218538067' + '80',
  'hex',
);

/** A one-page PDF with a correct cross-reference table (Chromium's viewer opens it). */
export function pdf(text = 'Cover'): Buffer {
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 200 100] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${`BT /F1 18 Tf 20 40 Td (${text}) Tj ET`.length} >>\nstream\nBT /F1 18 Tf 20 40 Td (${text}) Tj ET\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, i) => {
    offsets.push(body.length);
    body += `${i + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}`;
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** An SVG icon that only draws. */
export const SVG = Buffer.from(
  '<?xml version="1.0" encoding="UTF-8"?>\n<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><title>Icon</title><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: url(#g)"/><use href="#g"/></svg>',
);

/** A multipart form with one file. */
export function formWith(field: string, content: Buffer | string, type: string, name = 'file'): FormData {
  const form = new FormData();
  form.append(field, new Blob([content], { type }), name);
  return form;
}

/**
 * An MP4 of `megabytes` MB of frames (plus its boxes), distinct per `seed`: the same boxes as MP4
 * with a large media box, which the content checks walk like a real recording's.
 */
export const bigMp4 = (megabytes: number, seed: number) => {
  const frames = Buffer.alloc(megabytes * 1024 * 1024);
  for (let i = 0; i < frames.length; i += 4096) frames.writeUInt32BE((i * 2654435761 + seed) >>> 0, i);
  return Buffer.concat([MP4.subarray(0, MP4.indexOf('mdat') - 4), box('mdat', frames)]);
};
