/**
 * Receives the evidence files of one KYC check: multipart, field `file` repeated (1 to 5 files of
 * at most 25 MB). Documents and photos for email, Aadhaar and PAN; a recording for the video check.
 * Each file's bytes must be what its declared type says (files/content-checks.ts); every file is
 * checked before any is stored, so a refused upload stores nothing.
 */
import type { FastifyRequest } from 'fastify';
import { KYC_DOCUMENT_TYPES, KYC_EVIDENCE_MAX_FILES, KYC_VIDEO_TYPES } from '@admin/api-client/contract';
import type { KycVerification } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import type { CheckedType } from '../../files/content-checks';
import type { StoredFile } from '../../files/store';
import { type CheckedUpload, receiveChecked } from '../../files/uploads';
import { badRequest } from '../../http/errors';

const EVIDENCE_MAX_BYTES = 25 * 1024 * 1024;
const REQUIRED = 'file is required (multipart/form-data)';

export interface ReceivedEvidence {
  stored: StoredFile;
  name: string;
}

function acceptedFor(verification: KycVerification): { types: readonly CheckedType[]; refusal: string } {
  return verification === 'video'
    ? { types: KYC_VIDEO_TYPES, refusal: 'file: the video check takes videos only (mp4, webm, mov)' }
    : { types: KYC_DOCUMENT_TYPES, refusal: 'file: only PDF documents or images (png, jpeg, webp) are accepted' };
}

export async function receiveEvidence(
  ctx: AppContext,
  request: FastifyRequest,
  verification: KycVerification,
): Promise<ReceivedEvidence[]> {
  if (!request.isMultipart()) throw badRequest(REQUIRED);
  const { types, refusal } = acceptedFor(verification);
  // Staged (on disk, checked) until every file passed: a refused upload stores none of them.
  const checked: (CheckedUpload & { name: string })[] = [];
  try {
    for await (const part of request.parts({
      limits: { fileSize: EVIDENCE_MAX_BYTES, files: KYC_EVIDENCE_MAX_FILES + 1 },
    })) {
      if (part.type === 'field') continue;
      if (part.fieldname !== 'file') throw badRequest(`${part.fieldname}: unexpected file field (use file)`);
      if (checked.length >= KYC_EVIDENCE_MAX_FILES)
        throw badRequest(`file: at most ${KYC_EVIDENCE_MAX_FILES} files per upload`);
      const upload = await receiveChecked(ctx.files, part, {
        field: 'file',
        accepted: types,
        refusal,
        maxBytes: EVIDENCE_MAX_BYTES,
        tooLarge: 'file: file is larger than 25 MB',
      });
      const name = (part.filename.replace(/\0/g, '').trim() || 'evidence').slice(0, 255);
      checked.push({ ...upload, name });
    }
    if (checked.length === 0) throw badRequest(REQUIRED);
    const received: ReceivedEvidence[] = [];
    for (const file of checked)
      received.push({
        stored: await ctx.files.put(file.staged, file.type, file.name, 'kyc_evidence'),
        name: file.name,
      });
    return received;
  } finally {
    // Every staging file is gone once stored; these are the ones a refusal left.
    await Promise.all(checked.map((file) => file.staged.discard()));
  }
}
