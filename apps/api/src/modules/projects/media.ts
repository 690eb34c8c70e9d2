/**
 * Project media upload: multipart with `featured_image` (one file) and `gallery` (repeatable,
 * at most 10 in total with what the project already has; extra files are dropped, as the spec's
 * gallery does), optional field `media_type` (image or video). Files go to the content store.
 */
import type { FastifyRequest } from 'fastify';
import { GALLERY_MAX_FILES, MEDIA_TYPES } from '@admin/api-client/contract';
import type { MediaType, Project, ProjectMediaFile, ProjectMediaResult } from '@admin/api-client/contract';
import type { AppContext } from '../../context';
import { badRequest } from '../../http/errors';
import type { CheckedType } from '../../files/content-checks';
import { receiveChecked, storeChecked } from '../../files/uploads';

const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** Files read per request; gallery files beyond the cap of 10 are read and dropped. */
const MEDIA_MAX_PARTS = 30;
const ALLOWED: readonly CheckedType[] = [
  'image/jpeg',
  'image/png',
  'image/webp',
  'image/gif',
  'image/avif',
  'video/mp4',
  'video/webm',
  'video/quicktime',
];

export async function receiveProjectMedia(
  ctx: AppContext,
  request: FastifyRequest,
  project: Project,
): Promise<Omit<ProjectMediaResult, 'version'>> {
  if (!request.isMultipart()) throw badRequest('featured_image or gallery is required (multipart/form-data)');
  let featured = project.featured_image;
  const gallery = [...project.gallery];
  let mediaType: MediaType = project.media_type;
  let received = 0;
  for await (const part of request.parts({ limits: { fileSize: MEDIA_MAX_BYTES, files: MEDIA_MAX_PARTS } })) {
    if (part.type === 'field') {
      if (part.fieldname === 'media_type') {
        const value = String(part.value);
        if (!MEDIA_TYPES.some((m) => m === value)) throw badRequest('media_type: expected image or video');
        mediaType = value as MediaType;
      }
      continue;
    }
    if (part.fieldname !== 'featured_image' && part.fieldname !== 'gallery') {
      throw badRequest(`${part.fieldname}: unexpected file field (use featured_image or gallery)`);
    }
    const { staged, type } = await receiveChecked(ctx.files, part, {
      field: part.fieldname,
      accepted: ALLOWED,
      refusal: `${part.fieldname}: only images (jpeg, png, webp, gif, avif) or videos (mp4, webm, mov)`,
      maxBytes: MEDIA_MAX_BYTES,
      tooLarge: `${part.fieldname}: file is larger than 25 MB`,
    });
    received += 1;
    if (part.fieldname === 'gallery' && gallery.length >= GALLERY_MAX_FILES) {
      await staged.discard();
      continue;
    }
    const stored = await ctx.files.put(staged, type, part.filename);
    if (part.fieldname === 'featured_image') featured = stored.url;
    else gallery.push(stored.url);
  }
  if (received === 0) throw badRequest('featured_image or gallery is required (multipart/form-data)');
  return { featured_image: featured, gallery, media_type: mediaType };
}

/**
 * One media file for the project form, stored but not attached: the form uploads each file as it is
 * chosen (with its own progress and cancel) and attaches the URLs with the step's save, so nothing
 * changes on the project before Save, and a removed or cancelled file never reaches it.
 */
export async function receiveMediaFile(ctx: AppContext, request: FastifyRequest): Promise<ProjectMediaFile> {
  if (!request.isMultipart()) throw badRequest('file is required (multipart/form-data)');
  const part = await request.file({ limits: { fileSize: MEDIA_MAX_BYTES, files: 1 } });
  if (!part || part.fieldname !== 'file') throw badRequest('file is required (multipart/form-data)');
  const { stored, type } = await storeChecked(ctx.files, part, {
    field: 'file',
    accepted: ALLOWED,
    refusal: 'file: only images (jpeg, png, webp, gif, avif) or videos (mp4, webm, mov)',
    maxBytes: MEDIA_MAX_BYTES,
    tooLarge: 'file: file is larger than 25 MB',
  });
  return { url: stored.url, type, size: stored.size, name: part.filename };
}
