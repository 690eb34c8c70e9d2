/**
 * What an uploaded file's bytes must look like for the type its uploader declared. The gateway
 * serves each upload with that type (images, videos and PDFs inline), so a file whose content is
 * something else (HTML declared image/png, a `%PDF-` header glued to a page) is refused here.
 * Each check reads the format's signature and walks its outer structure to the end of the file,
 * so nothing can hide after what a viewer reads; PDFs and SVGs get their own, deeper checks.
 */
import { badRequest, HttpError } from '../http/errors';
import { checkSvg } from './svgCheck';

export const FILE_TYPES = {
  'application/pdf': 'PDF',
  'image/png': 'PNG',
  'image/jpeg': 'JPEG',
  'image/webp': 'WebP',
  'image/gif': 'GIF',
  'image/avif': 'AVIF',
  'image/svg+xml': 'SVG',
  'video/mp4': 'MP4',
  'video/webm': 'WebM',
  'video/quicktime': 'MOV',
} as const;
export type CheckedType = keyof typeof FILE_TYPES;

/**
 * Markup a browser or an old sniffer could take for a page, wherever it sits in a PDF (a stream
 * can hold it unencoded). Long tags only: short ones turn up by chance in compressed data.
 */
const PAGE_MARKUP = /<(?:!doctype|html|head|body|script|iframe|object|embed)[\s>/]/;
/** PDF actions that run code or open other files: the viewer's own sandbox is not counted on. */
const PDF_ACTIONS = /\/(?:javascript|js|launch|embeddedfiles?|richmedia|xfa)(?![a-z0-9])/;
/** Stream data (compressed or binary): names and actions live outside it. */
const STREAM_DATA = /stream\r?\n[\s\S]*?endstream/g;

/** PDF: header, end-of-file marker at the end, no page markup, no script or launch actions. */
function pdfProblem(content: Buffer): string | null {
  if (!/^%PDF-[12]\.\d/.test(content.subarray(0, 8).toString('latin1'))) return 'it does not start with a PDF header';
  const tail = content.subarray(Math.max(0, content.length - 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) return 'it does not end with a PDF end-of-file marker';
  const text = content.toString('latin1').toLowerCase();
  if (PAGE_MARKUP.test(text)) return 'it holds HTML markup';
  // Names may escape letters as #xx (/J#61vaScript): read them unescaped.
  const objects = text
    .replace(STREAM_DATA, 'stream endstream')
    .replace(/#([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
  if (PDF_ACTIONS.test(objects)) return 'it holds script, launch or embedded-file actions';
  return null;
}

/** PNG: signature, IHDR first, chunks up to IEND ending the file. */
function pngProblem(content: Buffer): string | null {
  if (!content.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'it has no PNG signature';
  let at = 8;
  let first = true;
  while (at + 12 <= content.length) {
    const length = content.readUInt32BE(at);
    const type = content.subarray(at + 4, at + 8).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) return 'its chunks are not PNG chunks';
    if (first && (type !== 'IHDR' || length !== 13)) return 'it does not start with an image header';
    first = false;
    at += 12 + length;
    if (at > content.length) return 'a chunk runs past the end of the file';
    if (type === 'IEND') return at === content.length ? null : 'it has data after the end of the image';
  }
  return 'it has no end-of-image chunk';
}

/** JPEG: start-of-image, a marker, and the end-of-image marker at the end. */
function jpegProblem(content: Buffer): string | null {
  if (
    content.length < 4 ||
    content[0] !== 0xff ||
    content[1] !== 0xd8 ||
    content[2] !== 0xff ||
    (content[3] ?? 0) < 0xc0
  )
    return 'it has no JPEG signature';
  // A few bytes of padding after the end marker are common; room for a page is not.
  const end = content.lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (end < 0 || content.length - (end + 2) > 16) return 'it does not end with a JPEG end-of-image marker';
  return null;
}

/** GIF: signature, and the trailer byte ends the file. */
function gifProblem(content: Buffer): string | null {
  const signature = content.subarray(0, 6).toString('latin1');
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return 'it has no GIF signature';
  if (content[content.length - 1] !== 0x3b) return 'it does not end with a GIF trailer';
  return null;
}

/** WebP: a RIFF container of form WEBP whose size is the file's. */
function webpProblem(content: Buffer): string | null {
  if (
    content.length < 16 ||
    content.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    content.subarray(8, 12).toString('latin1') !== 'WEBP'
  )
    return 'it has no WebP signature';
  if (content.readUInt32LE(4) + 8 !== content.length) return 'its RIFF size is not the file size';
  if (!/^VP8[ LX]$/.test(content.subarray(12, 16).toString('latin1'))) return 'it holds no WebP image';
  return null;
}

/** ISO base media (MP4, MOV, AVIF): top-level boxes, each well formed, up to the end of the file. */
function boxes(content: Buffer): { types: string[]; brands: string[] } | string {
  const types: string[] = [];
  const brands: string[] = [];
  let at = 0;
  while (at < content.length) {
    if (at + 8 > content.length) return 'a box header runs past the end of the file';
    let size = content.readUInt32BE(at);
    const type = content.subarray(at + 4, at + 8).toString('latin1');
    if (!/^[\x20-\x7e]{4}$/.test(type)) return 'its boxes are not media boxes';
    if (size === 1) {
      if (at + 16 > content.length) return 'a box header runs past the end of the file';
      size = Number(content.readBigUInt64BE(at + 8));
    } else if (size === 0) size = content.length - at;
    if (size < 8 || at + size > content.length) return 'a box runs past the end of the file';
    if (type === 'ftyp' && types.length === 0 && size >= 16) {
      for (let b = at + 8; b + 4 <= at + size; b += 4)
        if (b !== at + 12) brands.push(content.subarray(b, b + 4).toString('latin1'));
    }
    types.push(type);
    at += size;
  }
  return { types, brands };
}

/** Brands of still images (AVIF, HEIF) in the same container: not a video. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

function mp4OrMovProblem(content: Buffer, label: string): string | null {
  const found = boxes(content);
  if (typeof found === 'string') return found;
  const major = found.types[0] === 'ftyp' ? content.subarray(8, 12).toString('latin1') : '';
  if (IMAGE_BRANDS.has(major)) return 'it is a still image, not a video';
  const [first] = found.types;
  // MP4 and QuickTime share the container (an old MOV may start with moov, mdat, wide or free).
  if (first !== 'ftyp' && !(label === 'MOV' && ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(first ?? '')))
    return `it is not an ${label} container`;
  if (!found.types.includes('moov') && !found.types.includes('moof') && !found.types.includes('mdat'))
    return 'it holds no media';
  return null;
}

function avifProblem(content: Buffer): string | null {
  const found = boxes(content);
  if (typeof found === 'string') return found;
  if (found.types[0] !== 'ftyp' || !found.brands.some((brand) => brand === 'avif' || brand === 'avis'))
    return 'it is not an AVIF image';
  if (!found.types.includes('meta')) return 'it holds no image';
  return null;
}

/** WebM: an EBML header whose document type is webm. */
function webmProblem(content: Buffer): string | null {
  if (!content.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'it has no WebM (EBML) signature';
  // DocType element (0x4282), length 0x84, "webm", within the header.
  if (content.subarray(0, 64).indexOf(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d])) < 0)
    return 'its document type is not webm';
  return null;
}

const CHECKS: Record<CheckedType, (content: Buffer) => string | null> = {
  'application/pdf': pdfProblem,
  'image/png': pngProblem,
  'image/jpeg': jpegProblem,
  'image/webp': webpProblem,
  'image/gif': gifProblem,
  'image/avif': avifProblem,
  'image/svg+xml': checkSvg,
  'video/mp4': (content) => mp4OrMovProblem(content, 'MP4'),
  'video/webm': webmProblem,
  'video/quicktime': (content) => mp4OrMovProblem(content, 'MOV'),
};

export const isCheckedType = (type: string): type is CheckedType => Object.hasOwn(CHECKS, type);

/**
 * Why the bytes are not a file of the declared type (a sentence for a 400 naming the field), or
 * null when they are. `declared` must be one of the checked types.
 */
export function contentProblem(field: string, declared: CheckedType, content: Buffer): string | null {
  const problem = content.length === 0 ? 'it is empty' : CHECKS[declared](content);
  return problem === null ? null : `${field}: the file is not a valid ${FILE_TYPES[declared]} (${problem})`;
}

/** SVG is parsed whole: bounded tighter than other files (an icon is a few kilobytes). */
export const SVG_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Accepts an upload of a field: its declared type must be one the field takes (else 400
 * `refusal`) and its bytes a valid file of that type (else 400 naming what is wrong). Answers
 * the type it will be stored and served as.
 */
export function acceptUpload(
  field: string,
  declaredType: string,
  content: Buffer,
  accepted: readonly CheckedType[],
  refusal: string,
): CheckedType {
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const type = accepted.find((candidate) => candidate === declared);
  if (!type) throw badRequest(refusal);
  if (type === 'image/svg+xml' && content.length > SVG_MAX_BYTES)
    throw new HttpError(413, `${field}: an SVG file is larger than 2 MB`);
  const problem = contentProblem(field, type, content);
  if (problem) throw badRequest(problem);
  return type;
}
