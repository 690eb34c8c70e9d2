// Step 3, media: which files may go (type, 25 MB), the gallery's cap of 10 (extra files are dropped) and the step's form.
import { z } from '@admin/ui/zod';
import type { MediaType, Project, ProjectUpdateRequest } from '@admin/api-client';
import { GALLERY_MAX_FILES, MEDIA_TYPES } from '../api/project-form-queries';

export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** What the API stores (apps/api media.ts): images, or videos when the media type is video. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const galleryAccept = (mediaType: MediaType): readonly string[] =>
  mediaType === 'video' ? [...IMAGE_TYPES, ...VIDEO_TYPES] : IMAGE_TYPES;

export const droppedMessage = (dropped: number, max: number): string =>
  `The gallery holds at most ${max} files: ${dropped} ${dropped === 1 ? 'file was' : 'files were'} dropped.`;

/**
 * The step's form: each file is uploaded as it is chosen (to the project's media files) and the form
 * holds its URL; Save attaches them to the project with the media type in one PUT.
 */
export const mediaStepSchema = z.object({
  media_type: z.enum(MEDIA_TYPES),
  /** '' when there is none. */
  featured_image: z.string(),
  gallery: z.array(z.string()).max(GALLERY_MAX_FILES, `At most ${GALLERY_MAX_FILES} files`),
});
export type MediaStepValues = z.infer<typeof mediaStepSchema>;

export const mediaValuesOf = (project: Project): MediaStepValues => ({
  media_type: project.media_type,
  featured_image: project.featured_image ?? '',
  gallery: [...project.gallery],
});

export const toMediaRequest = (
  values: MediaStepValues,
): Pick<ProjectUpdateRequest, 'media_type' | 'featured_image' | 'gallery'> => ({
  media_type: values.media_type,
  featured_image: values.featured_image || null,
  gallery: values.gallery,
});
