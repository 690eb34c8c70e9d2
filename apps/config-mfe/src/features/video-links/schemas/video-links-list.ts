import { listParamsSchema } from '@admin/ui';
import { VIDEO_LINK_SORT_KEYS } from '../api/video-links-queries';

/** Video links sit on a /config tab: their page, limit and sort live under `videos.` in the URL. */
export const videoLinksListSchema = listParamsSchema({}, { sortKeys: VIDEO_LINK_SORT_KEYS });
export const VIDEO_LINKS_PREFIX = 'videos';
