import { useEffect, useId, useMemo, useState } from 'react';
import { Button } from '@admin/ui';
import { checkFile, formatBytes, useLeaveGuard } from '@admin/ui/forms';
import type { MediaType, Project, ProjectMediaUpload } from '@admin/api-client';
import { GALLERY_MAX_FILES, MEDIA_TYPES } from '../api/project-form-queries';
import { capGallery, droppedMessage, galleryAccept, IMAGE_TYPES, MEDIA_MAX_BYTES } from '../schemas/media-files';
import styles from './ProjectForm.module.css';

export interface MediaStepProps {
  project: Project;
  /** Uploads the chosen files (if any) and records the step; rejects with the failure to show. */
  onSave: (media: ProjectMediaUpload, onProgress: (fraction: number) => void) => Promise<unknown>;
  /** The message of a failed save (the server's, or 'File upload failed'). */
  failureOf: (error: unknown) => string;
  onUnsavedChange: (unsaved: boolean) => void;
}

/** A local preview of a chosen file, revoked when the file goes. */
function usePreviews(files: readonly File[]): string[] {
  const urls = useMemo(() => files.map((f) => URL.createObjectURL(f)), [files]);
  useEffect(() => () => urls.forEach((u) => URL.revokeObjectURL(u)), [urls]);
  return urls;
}

function Thumb({ url, file, alt }: { url: string; file?: File; alt: string }) {
  const video = file ? file.type.startsWith('video/') : /\.(mp4|webm|mov)$/i.test(url);
  return video ? <video src={url} aria-label={alt} muted /> : <img src={url} alt={alt} />;
}

/** Step 3: media type, featured image and a gallery of at most 10 files, previewed before upload. */
export function MediaStep({ project, onSave, failureOf, onUnsavedChange }: MediaStepProps) {
  const id = useId();
  const [mediaType, setMediaType] = useState<MediaType>(project.media_type);
  const [featured, setFeatured] = useState<File | null>(null);
  const [gallery, setGallery] = useState<File[]>([]);
  const [refused, setRefused] = useState<string[]>([]);
  const [dropped, setDropped] = useState(0);
  const [progress, setProgress] = useState<number | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const saving = progress !== null;
  const unsaved = !saving && (featured !== null || gallery.length > 0 || mediaType !== project.media_type);
  useLeaveGuard(unsaved);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);

  const featuredPreview = usePreviews(useMemo(() => (featured ? [featured] : []), [featured]));
  const galleryPreviews = usePreviews(gallery);
  const accept = galleryAccept(mediaType);

  /** Type and size are checked before anything is sent; refused files are named. */
  function screen(files: File[], types: readonly string[]): File[] {
    const messages: string[] = [];
    const ok = files.filter((file) => {
      const problem = checkFile(file, types, MEDIA_MAX_BYTES);
      if (problem) messages.push(`${file.name}: ${problem}`);
      return !problem;
    });
    setRefused(messages);
    return ok;
  }

  function chooseGallery(list: FileList | null) {
    const ok = screen(Array.from(list ?? []), accept);
    const pick = capGallery([...gallery, ...ok], project.gallery.length, GALLERY_MAX_FILES);
    setGallery(pick.kept);
    setDropped(pick.dropped);
  }

  async function save() {
    setFailure(null);
    setProgress(0);
    try {
      await onSave({ mediaType, featuredImage: featured, galleryFiles: gallery }, setProgress);
      setFeatured(null);
      setGallery([]);
      setDropped(0);
    } catch (error) {
      setFailure(failureOf(error));
    } finally {
      setProgress(null);
    }
  }

  const room = GALLERY_MAX_FILES - project.gallery.length;
  return (
    <section aria-label="Media">
      {failure ? (
        <p role="alert" className={styles.alert}>
          {failure}
        </p>
      ) : null}
      <div className={styles.grid}>
        <div>
          <label htmlFor={`${id}-type`}>Media type</label>
          <br />
          <select id={`${id}-type`} value={mediaType} onChange={(e) => setMediaType(e.target.value as MediaType)} disabled={saving}>
            {MEDIA_TYPES.map((m) => (
              <option key={m} value={m}>
                {m}
              </option>
            ))}
          </select>
        </div>
        <div>
          <label htmlFor={`${id}-featured`}>Featured image</label>
          <br />
          <input
            id={`${id}-featured`}
            type="file"
            accept={IMAGE_TYPES.join(',')}
            disabled={saving}
            onChange={(e) => setFeatured(screen(Array.from(e.target.files ?? []).slice(0, 1), IMAGE_TYPES)[0] ?? null)}
          />
        </div>
        <div>
          <label htmlFor={`${id}-gallery`}>Gallery files</label>
          <br />
          <input id={`${id}-gallery`} type="file" multiple accept={accept.join(',')} disabled={saving || room <= 0} onChange={(e) => chooseGallery(e.target.files)} />
          <p className={styles.notice}>
            At most {GALLERY_MAX_FILES} files ({project.gallery.length} saved); {formatBytes(MEDIA_MAX_BYTES)} each.
          </p>
        </div>
      </div>
      {refused.length ? (
        <ul role="alert" className={styles.alert}>
          {refused.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {dropped > 0 ? (
        <p role="status" className={styles.info}>
          {droppedMessage(dropped, GALLERY_MAX_FILES)}
        </p>
      ) : null}

      {featured ? (
        <>
          <h3 className={styles.stepTitle}>Featured image (not uploaded yet)</h3>
          <ul className={styles.thumbs}>
            <li>
              <Thumb url={featuredPreview[0] ?? ''} file={featured} alt={`Preview of ${featured.name}`} />
            </li>
          </ul>
        </>
      ) : project.featured_image ? (
        <>
          <h3 className={styles.stepTitle}>Featured image</h3>
          <ul className={styles.thumbs}>
            <li>
              <Thumb url={project.featured_image} alt="Saved featured image" />
            </li>
          </ul>
        </>
      ) : null}

      {gallery.length ? (
        <>
          <h3 className={styles.stepTitle}>
            New gallery files ({gallery.length}, not uploaded yet){' '}
            <Button variant="ghost" size="sm" onClick={() => setGallery([])} disabled={saving}>
              Clear
            </Button>
          </h3>
          <ul className={styles.thumbs} aria-label="New gallery files">
            {gallery.map((file, i) => (
              <li key={`${file.name}-${i}`}>
                <Thumb url={galleryPreviews[i] ?? ''} file={file} alt={`Preview of ${file.name}`} />
              </li>
            ))}
          </ul>
        </>
      ) : null}
      {project.gallery.length ? (
        <>
          <h3 className={styles.stepTitle}>Saved gallery ({project.gallery.length})</h3>
          <ul className={styles.thumbs} aria-label="Saved gallery">
            {project.gallery.map((url, i) => (
              <li key={url}>
                <Thumb url={url} alt={`Gallery file ${i + 1}`} />
              </li>
            ))}
          </ul>
        </>
      ) : null}

      {saving ? <progress className={styles.progress} aria-label="Upload progress" max={1} value={progress ?? 0} /> : null}
      <div className={styles.actions}>
        <Button variant="primary" onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving…' : 'Save and continue'}
        </Button>
      </div>
    </section>
  );
}
