// Typed calls the project form needs beyond the project family's own (calls/projects.ts): the
// media upload and the risk items (docs/product.md#calls project_metadata calls). Fallbacks beside them (docs/product.md#error-messages).
import type {
  ProjectMediaFile,
  ProjectMediaResult,
  RiskItem,
  RiskItemCreateRequest,
  RiskItemUpdateRequest,
} from '../types/index';
import { getItem, ifMatch, send, upload, type UploadOptions } from '@admin/api-client';

/** What the media step sends: the files and the media type (multipart `featured_image`, `gallery`, `media_type`). */
export interface ProjectMediaUpload {
  mediaType: string;
  featuredImage?: File | null;
  galleryFiles: File[];
}

export const projectFormApi = {
  /** `POST /v2/project/{id}/media` (multipart) with progress; resolves to the stored URLs and the new version. */
  uploadMedia(id: number, media: ProjectMediaUpload, options: UploadOptions = {}): Promise<ProjectMediaResult> {
    // options.version: the project's, as the form loaded it (409 when someone saved since).
    const form = new FormData();
    form.append('media_type', media.mediaType);
    if (media.featuredImage) form.append('featured_image', media.featuredImage, media.featuredImage.name);
    for (const file of media.galleryFiles) form.append('gallery', file, file.name);
    return upload<ProjectMediaResult>(`/v2/project/${id}/media`, form, options);
  },
  /**
   * `POST /v2/project/{id}/media/file` (multipart `file`) with progress and cancel: one file stored
   * for the form, attached to the project only by the step's save (`featured_image`, `gallery`).
   */
  uploadMediaFile(id: number, file: File, options: UploadOptions = {}): Promise<ProjectMediaFile> {
    const form = new FormData();
    form.append('file', file, file.name);
    return upload<ProjectMediaFile>(`/v2/project/${id}/media/file`, form, options);
  },
  /** `GET project/project_metadata/risk/{id}`: the project's risk items. */
  risks(projectId: number): Promise<RiskItem[]> {
    return getItem<RiskItem[]>(`/project/project_metadata/risk/${projectId}`);
  },
  /** `POST /project/project_metadata`. */
  createRisk(body: RiskItemCreateRequest): Promise<RiskItem> {
    return send<RiskItem>('post', '/project/project_metadata', body);
  },
  /** `PUT /project/project_metadata/{id}`; `version` (the item's, as listed) is required (If-Match). */
  updateRisk(id: number, body: RiskItemUpdateRequest, version: number): Promise<RiskItem> {
    return send<RiskItem>('put', `/project/project_metadata/${id}`, body, ifMatch(version));
  },
  /** `DELETE /project/project_metadata/{id}`. */
  deleteRisk(id: number): Promise<{ id: number }> {
    return send<{ id: number }>('delete', `/project/project_metadata/${id}`);
  },
};
