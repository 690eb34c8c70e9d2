// Step 3, media: which files may go (type, 25 MB) and the gallery's cap of 10 (docs/product.md#validation, #constants).
import type { MediaType } from '@admin/api-client';

export const MEDIA_MAX_BYTES = 25 * 1024 * 1024;
/** What the API stores (apps/api media.ts): images, or videos when the media type is video. */
export const IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'image/avif'] as const;
export const VIDEO_TYPES = ['video/mp4', 'video/webm', 'video/quicktime'] as const;

export const galleryAccept = (mediaType: MediaType): readonly string[] => (mediaType === 'video' ? [...IMAGE_TYPES, ...VIDEO_TYPES] : IMAGE_TYPES);

export interface GalleryPick {
  kept: File[];
  /** How many were dropped because the gallery holds at most `max` files. */
  dropped: number;
}

/** Keeps what still fits in the gallery (`already` files are there), in the order chosen. */
export function capGallery(chosen: readonly File[], already: number, max: number): GalleryPick {
  const room = Math.max(max - already, 0);
  return { kept: chosen.slice(0, room), dropped: Math.max(chosen.length - room, 0) };
}

export const droppedMessage = (dropped: number, max: number): string =>
  `The gallery holds at most ${max} files: ${dropped} ${dropped === 1 ? 'file was' : 'files were'} dropped.`;
