/**
 * One multipart file part through the checks, streamed: its declared type (400 `refusal`), its first
 * bytes (sniffed before anything is written), its size as it streams (413 `tooLarge` over the
 * limit), then its whole content on the staging file. What comes back passed every check and is
 * ready for `ctx.files.put`; a refused part leaves nothing behind.
 */
import type { MultipartFile } from '@fastify/multipart';
import type { FileStore } from './store';
import type { StagedFile } from './staging';
import type { FileAccess } from './file-links';
import { HttpError } from '../http/errors';
import { acceptedType, type CheckedType, checkContent, sniff, SNIFF_BYTES } from './content-checks';

export interface UploadRule {
  /** The form field, named in every refusal. */
  field: string;
  accepted: readonly CheckedType[];
  /** The 400 for a declared type the field does not take. */
  refusal: string;
  maxBytes: number;
  /** The 413 message for a file over maxBytes. */
  tooLarge: string;
  /** Private kinds stay off the public gateway (file-links.ts); default public. */
  access?: FileAccess;
}

export interface CheckedUpload {
  staged: StagedFile;
  type: CheckedType;
}

export async function receiveChecked(files: FileStore, part: MultipartFile, rule: UploadRule): Promise<CheckedUpload> {
  const type = acceptedType(part.mimetype, rule.accepted, rule.refusal);
  const tooLarge = () => new HttpError(413, rule.tooLarge);
  const staged = await files.stage(part.file, {
    maxBytes: rule.maxBytes,
    sniffBytes: SNIFF_BYTES,
    sniff: (head) => sniff(rule.field, type, head),
    tooLarge,
  });
  try {
    // Busboy stops at its own fileSize limit and flags the part: a cut-off file is too large.
    if (part.file.truncated) throw tooLarge();
    const view = await staged.view();
    try {
      await checkContent(rule.field, type, view);
    } finally {
      await view.close();
    }
  } catch (error) {
    await staged.discard();
    throw error;
  }
  return { staged, type };
}

/** Receives, checks and stores one part (the routes that take a single file). */
export async function storeChecked(files: FileStore, part: MultipartFile, rule: UploadRule) {
  const { staged, type } = await receiveChecked(files, part, rule);
  return { stored: await files.put(staged, type, part.filename, rule.access), type };
}
