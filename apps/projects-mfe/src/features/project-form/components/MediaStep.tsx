import { useEffect } from 'react';
import { FileField, Form, SelectField, SubmitBar, useDraftPart, useLeaveGuard, useZodForm } from '@admin/ui/forms';
import type { Project } from '@admin/api-client';
import { FORM_MESSAGES, GALLERY_MAX_FILES, MEDIA_TYPES, uploadMediaFile } from '../api/project-form-queries';
import {
  droppedMessage,
  galleryAccept,
  IMAGE_TYPES,
  MEDIA_MAX_BYTES,
  mediaStepSchema,
  mediaValuesOf,
  type MediaStepValues,
} from '../schemas/media-files';
import { useStepDraft } from './ProjectDraftScope';
import styles from './ProjectForm.module.css';

const MEDIA_TYPE_OPTIONS = MEDIA_TYPES.map((type) => ({ value: type, label: type === 'image' ? 'Image' : 'Video' }));

export interface MediaStepProps {
  project: Project;
  /** Attaches the uploaded files and the media type to the project and records the step. */
  onSave: (values: MediaStepValues) => Promise<unknown>;
  onUnsavedChange: (unsaved: boolean) => void;
}

/**
 * Step 3: media type, featured image and a gallery of at most 10 files. Files are chosen or dropped,
 * each uploaded at once with its progress, Cancel and preview (the kit's FileField); Save attaches them.
 */
export function MediaStep({ project, onSave, onUnsavedChange }: MediaStepProps) {
  const { form, submit, unsaved } = useZodForm({
    schema: mediaStepSchema,
    defaultValues: mediaValuesOf(project),
    onSubmit: onSave,
    errorFallback: FORM_MESSAGES.save,
  });
  useDraftPart(form, useStepDraft(3));
  useLeaveGuard(unsaved);
  useEffect(() => onUnsavedChange(unsaved), [unsaved, onUnsavedChange]);
  const mediaType = form.watch('media_type');
  const upload = (file: File, controls: { onProgress: (fraction: number) => void; signal: AbortSignal }) =>
    uploadMediaFile(project.id, file, controls);

  return (
    <Form form={form} onSubmit={submit} aria-label="Media">
      <div className={styles.grid}>
        <SelectField
          name="media_type"
          label="Media type"
          required
          options={MEDIA_TYPE_OPTIONS}
          hint="Video lets the gallery hold videos as well as images."
        />
      </div>
      <FileField
        name="featured_image"
        label="Featured image"
        accept={IMAGE_TYPES}
        maxBytes={MEDIA_MAX_BYTES}
        upload={upload}
        preview="image"
      />
      <FileField
        name="gallery"
        label="Gallery files"
        multiple
        maxFiles={GALLERY_MAX_FILES}
        droppedMessage={droppedMessage}
        accept={galleryAccept(mediaType)}
        maxBytes={MEDIA_MAX_BYTES}
        upload={upload}
        preview="media"
      />
      <SubmitBar label="Save and continue" />
    </Form>
  );
}
