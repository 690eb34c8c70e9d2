/**
 * What an uploaded file's bytes must look like for the type its uploader declared. The gateway
 * serves each upload with that type (images, videos and PDFs inline), so a file whose content is
 * something else (HTML declared image/png, a `%PDF-` header glued to a page) is refused here.
 * Each check reads the format's signature and walks its outer structure to the end of the file,
 * so nothing can hide after what a viewer reads; PDFs and SVGs get their own, deeper checks. The
 * checks read through a FileView (a staged upload on disk), never needing the whole file in memory.
 */
import { badRequest, HttpError } from '../http/errors';
import type { FileView } from './file-view';
import { FILE_TYPES, type CheckedType } from '@admin/api-client/contract/file-types';
import { checkSvg } from './svg-check';

// The upload types are the contract's, shared with the form kit that names them.
export type { CheckedType };

/**
 * Markup a browser or an old sniffer could take for a page, wherever it sits in a PDF (a stream
 * can hold it unencoded). Long tags only: short ones turn up by chance in compressed data.
 */
const PAGE_MARKUP = /<(?:!doctype|html|head|body|script|iframe|object|embed)[\s>/]/;
/** PDF actions that run code or open other files: the viewer's own sandbox is not counted on. */
const PDF_ACTIONS = /\/(?:javascript|js|launch|embeddedfiles?|richmedia|xfa)(?![a-z0-9])/;

/**
 * Scans a PDF's text as it streams by, as if it were read whole: page markup anywhere, and actions
 * in the objects (stream data left out, `#xx` escapes read unescaped). Carries a few characters
 * across chunks so that nothing is missed at a boundary.
 */
class PdfScanner {
  markup = false;
  actions = false;
  private markupCarry = '';
  private objectsCarry = '';
  private pending = '';
  private inStream = false;
  /** Actions seen inside a stream that has not ended yet: they count if it never does (not stream data then). */
  private streamActions = false;
  private streamCarry = '';

  feed(chunk: Buffer): void {
    const text = chunk.toString('latin1').toLowerCase();
    const markupText = this.markupCarry + text;
    if (PAGE_MARKUP.test(markupText)) this.markup = true;
    this.markupCarry = markupText.slice(-16);
    this.pending += text;
    for (;;) {
      if (!this.inStream) {
        const start = /stream\r?\n/.exec(this.pending);
        if (start) {
          this.objects(`${this.pending.slice(0, start.index)}stream`);
          this.pending = this.pending.slice(start.index + start[0].length);
          this.inStream = true;
          this.streamActions = false;
          this.streamCarry = '\n';
          continue;
        }
        // "stream\r" may be cut by the chunk boundary: keep the last characters for the next chunk.
        const keep = Math.max(0, this.pending.length - 7);
        this.objects(this.pending.slice(0, keep));
        this.pending = this.pending.slice(keep);
        return;
      }
      const end = this.pending.indexOf('endstream');
      if (end >= 0) {
        this.pending = this.pending.slice(end + 'endstream'.length);
        this.inStream = false;
        this.objects(' endstream');
        continue;
      }
      const keep = Math.max(0, this.pending.length - 8);
      this.streamData(this.pending.slice(0, keep));
      this.pending = this.pending.slice(keep);
      return;
    }
  }

  /** Whether the file holds script, launch or embedded-file actions, once every chunk was fed. */
  end(): void {
    if (this.inStream) {
      this.streamData(this.pending);
      if (this.streamActions) this.actions = true;
    } else this.objects(this.pending);
  }

  private objects(text: string): void {
    const joined = this.objectsCarry + text;
    if (PDF_ACTIONS.test(unescapeNames(joined))) this.actions = true;
    // An escaped name is at most 3 characters a letter: keep enough for the longest action name.
    this.objectsCarry = joined.slice(-64);
  }

  private streamData(text: string): void {
    const joined = this.streamCarry + text;
    if (PDF_ACTIONS.test(unescapeNames(joined))) this.streamActions = true;
    this.streamCarry = joined.slice(-64);
  }
}

// Names may escape letters as #xx (/J#61vaScript): read them unescaped.
const unescapeNames = (text: string) =>
  text.replace(/#([0-9a-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/** PDF: header, end-of-file marker at the end, no page markup, no script or launch actions. */
async function pdfProblem(file: FileView): Promise<string | null> {
  if (!/^%PDF-[12]\.\d/.test((await file.read(0, 8)).toString('latin1'))) return 'it does not start with a PDF header';
  const tail = (await file.read(Math.max(0, file.size - 1024), 1024)).toString('latin1');
  if (!/%%EOF\s*$/.test(tail)) return 'it does not end with a PDF end-of-file marker';
  const scanner = new PdfScanner();
  await file.scan((chunk) => scanner.feed(chunk));
  scanner.end();
  if (scanner.markup) return 'it holds HTML markup';
  if (scanner.actions) return 'it holds script, launch or embedded-file actions';
  return null;
}

/** PNG: signature, IHDR first, chunks up to IEND ending the file. */
async function pngProblem(file: FileView): Promise<string | null> {
  if (!(await file.read(0, 8)).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])))
    return 'it has no PNG signature';
  let at = 8;
  let first = true;
  while (at + 12 <= file.size) {
    const header = await file.read(at, 8);
    const length = header.readUInt32BE(0);
    const type = header.subarray(4, 8).toString('latin1');
    if (!/^[A-Za-z]{4}$/.test(type)) return 'its chunks are not PNG chunks';
    if (first && (type !== 'IHDR' || length !== 13)) return 'it does not start with an image header';
    first = false;
    at += 12 + length;
    if (at > file.size) return 'a chunk runs past the end of the file';
    if (type === 'IEND') return at === file.size ? null : 'it has data after the end of the image';
  }
  return 'it has no end-of-image chunk';
}

/** A few bytes of padding after a JPEG's end marker are common; room for a page is not. */
const JPEG_PADDING = 16;

/** JPEG: start-of-image, a marker, and the end-of-image marker at the end. */
async function jpegProblem(file: FileView): Promise<string | null> {
  const head = await file.read(0, 4);
  if (head.length < 4 || head[0] !== 0xff || head[1] !== 0xd8 || head[2] !== 0xff || (head[3] ?? 0) < 0xc0)
    return 'it has no JPEG signature';
  // The last end marker must sit within the padding of the end: only the tail can hold it.
  const tailAt = Math.max(0, file.size - (JPEG_PADDING + 2));
  const end = (await file.read(tailAt, JPEG_PADDING + 2)).lastIndexOf(Buffer.from([0xff, 0xd9]));
  if (end < 0 || file.size - (tailAt + end + 2) > JPEG_PADDING)
    return 'it does not end with a JPEG end-of-image marker';
  return null;
}

/** GIF: signature, and the trailer byte ends the file. */
async function gifProblem(file: FileView): Promise<string | null> {
  const signature = (await file.read(0, 6)).toString('latin1');
  if (signature !== 'GIF87a' && signature !== 'GIF89a') return 'it has no GIF signature';
  if ((await file.read(file.size - 1, 1))[0] !== 0x3b) return 'it does not end with a GIF trailer';
  return null;
}

/** WebP: a RIFF container of form WEBP whose size is the file's. */
async function webpProblem(file: FileView): Promise<string | null> {
  const head = await file.read(0, 16);
  if (
    head.length < 16 ||
    head.subarray(0, 4).toString('latin1') !== 'RIFF' ||
    head.subarray(8, 12).toString('latin1') !== 'WEBP'
  )
    return 'it has no WebP signature';
  if (head.readUInt32LE(4) + 8 !== file.size) return 'its RIFF size is not the file size';
  if (!/^VP8[ LX]$/.test(head.subarray(12, 16).toString('latin1'))) return 'it holds no WebP image';
  return null;
}

/** ISO base media (MP4, MOV, AVIF): top-level boxes, each well formed, up to the end of the file. */
async function boxes(file: FileView): Promise<{ types: string[]; brands: string[] } | string> {
  const types: string[] = [];
  const brands: string[] = [];
  let at = 0;
  while (at < file.size) {
    if (at + 8 > file.size) return 'a box header runs past the end of the file';
    const header = await file.read(at, 16);
    let size = header.readUInt32BE(0);
    const type = header.subarray(4, 8).toString('latin1');
    if (!/^[\x20-\x7e]{4}$/.test(type)) return 'its boxes are not media boxes';
    if (size === 1) {
      if (at + 16 > file.size) return 'a box header runs past the end of the file';
      size = Number(header.readBigUInt64BE(8));
    } else if (size === 0) size = file.size - at;
    if (size < 8 || at + size > file.size) return 'a box runs past the end of the file';
    if (type === 'ftyp' && types.length === 0 && size >= 16) {
      // A file-type box lists a few brands; more than a window's worth is not read.
      const ftyp = await file.read(at, Math.min(size, 64 * 1024));
      for (let b = 8; b + 4 <= ftyp.length; b += 4)
        if (b !== 12) brands.push(ftyp.subarray(b, b + 4).toString('latin1'));
    }
    types.push(type);
    at += size;
  }
  return { types, brands };
}

/** Brands of still images (AVIF, HEIF) in the same container: not a video. */
const IMAGE_BRANDS = new Set(['avif', 'avis', 'mif1', 'msf1', 'heic', 'heix', 'heim', 'heis', 'hevc', 'hevx']);

async function mp4OrMovProblem(file: FileView, label: string): Promise<string | null> {
  const found = await boxes(file);
  if (typeof found === 'string') return found;
  const major = found.types[0] === 'ftyp' ? (await file.read(8, 4)).toString('latin1') : '';
  if (IMAGE_BRANDS.has(major)) return 'it is a still image, not a video';
  const [first] = found.types;
  // MP4 and QuickTime share the container (an old MOV may start with moov, mdat, wide or free).
  if (first !== 'ftyp' && !(label === 'MOV' && ['moov', 'mdat', 'wide', 'free', 'skip', 'pnot'].includes(first ?? '')))
    return `it is not an ${label} container`;
  if (!found.types.includes('moov') && !found.types.includes('moof') && !found.types.includes('mdat'))
    return 'it holds no media';
  return null;
}

async function avifProblem(file: FileView): Promise<string | null> {
  const found = await boxes(file);
  if (typeof found === 'string') return found;
  if (found.types[0] !== 'ftyp' || !found.brands.some((brand) => brand === 'avif' || brand === 'avis'))
    return 'it is not an AVIF image';
  if (!found.types.includes('meta')) return 'it holds no image';
  return null;
}

/** WebM: an EBML header whose document type is webm. */
async function webmProblem(file: FileView): Promise<string | null> {
  const head = await file.read(0, 64);
  if (!head.subarray(0, 4).equals(Buffer.from([0x1a, 0x45, 0xdf, 0xa3]))) return 'it has no WebM (EBML) signature';
  // DocType element (0x4282), length 0x84, "webm", within the header.
  if (head.indexOf(Buffer.from([0x42, 0x82, 0x84, 0x77, 0x65, 0x62, 0x6d])) < 0) return 'its document type is not webm';
  return null;
}

const CHECKS: Record<CheckedType, (file: FileView) => Promise<string | null>> = {
  'application/pdf': pdfProblem,
  'image/png': pngProblem,
  'image/jpeg': jpegProblem,
  'image/webp': webpProblem,
  'image/gif': gifProblem,
  'image/avif': avifProblem,
  // Bounded by SVG_MAX_BYTES before it gets here: parsed whole.
  'image/svg+xml': async (file) => checkSvg(await file.read(0, file.size)),
  'video/mp4': (file) => mp4OrMovProblem(file, 'MP4'),
  'video/webm': webmProblem,
  'video/quicktime': (file) => mp4OrMovProblem(file, 'MOV'),
};

/**
 * Why the bytes are not a file of the declared type (a sentence for a 400 naming the field), or
 * null when they are. `declared` must be one of the checked types.
 */
export async function contentProblem(field: string, declared: CheckedType, file: FileView): Promise<string | null> {
  const problem = file.size === 0 ? 'it is empty' : await CHECKS[declared](file);
  return problem === null ? null : `${field}: the file is not a valid ${FILE_TYPES[declared]} (${problem})`;
}

/**
 * Why the first bytes of an upload (up to SNIFF_BYTES) cannot start a file of the declared type, or
 * null: read before anything is written, so an HTML page declared as an image is refused at once.
 * The same sentences as the whole check; a head shorter than a signature is left to it.
 */
function signatureProblem(type: CheckedType, head: Buffer): string | null {
  const starts = (signature: number[]) =>
    head.length < signature.length || head.subarray(0, signature.length).equals(Buffer.from(signature));
  switch (type) {
    case 'application/pdf':
      return head.length >= 8 && !/^%PDF-[12]\.\d/.test(head.subarray(0, 8).toString('latin1'))
        ? 'it does not start with a PDF header'
        : null;
    case 'image/png':
      return starts([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]) ? null : 'it has no PNG signature';
    case 'image/jpeg':
      return starts([0xff, 0xd8, 0xff]) ? null : 'it has no JPEG signature';
    case 'image/gif':
      return head.length < 6 || /^GIF8[79]a/.test(head.subarray(0, 6).toString('latin1'))
        ? null
        : 'it has no GIF signature';
    case 'image/webp':
      return starts([0x52, 0x49, 0x46, 0x46]) ? null : 'it has no WebP signature';
    case 'video/webm':
      return starts([0x1a, 0x45, 0xdf, 0xa3]) ? null : 'it has no WebM (EBML) signature';
    case 'video/mp4':
    case 'video/quicktime':
    case 'image/avif':
      return head.length < 8 || /^[\x20-\x7e]{4}$/.test(head.subarray(4, 8).toString('latin1'))
        ? null
        : 'its boxes are not media boxes';
    case 'image/svg+xml':
      return null;
  }
}

/** How many first bytes the sniff reads. */
export const SNIFF_BYTES = 64;

/** Refuses (400) an upload whose first bytes already show it is not a file of `type`. */
export function sniff(field: string, type: CheckedType, head: Buffer): void {
  const problem = head.length === 0 ? null : signatureProblem(type, head);
  if (problem) throw badRequest(`${field}: the file is not a valid ${FILE_TYPES[type]} (${problem})`);
}

/** SVG is parsed whole: bounded tighter than other files (an icon is a few kilobytes). */
const SVG_MAX_BYTES = 2 * 1024 * 1024;

/**
 * The type a field's upload will be stored and served as, from the type its part declares: one the
 * field takes, else 400 `refusal`. Checked before a byte of the file is read.
 */
export function acceptedType(declaredType: string, accepted: readonly CheckedType[], refusal: string): CheckedType {
  const declared = declaredType.split(';')[0]?.trim().toLowerCase() ?? '';
  const type = accepted.find((candidate) => candidate === declared);
  if (!type) throw badRequest(refusal);
  return type;
}

/** Accepts an upload's bytes as a file of `type` (400 naming what is wrong, 413 for an SVG over 2 MB). */
export async function checkContent(field: string, type: CheckedType, file: FileView): Promise<void> {
  if (type === 'image/svg+xml' && file.size > SVG_MAX_BYTES)
    throw new HttpError(413, `${field}: an SVG file is larger than 2 MB`);
  const problem = await contentProblem(field, type, file);
  if (problem) throw badRequest(problem);
}
