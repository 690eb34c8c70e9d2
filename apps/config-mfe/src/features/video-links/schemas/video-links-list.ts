import { listParamsSchema } from '@admin/ui';

/** Video links sit on a /config tab: their page and limit live under `videos.` in the URL. */
export const videoLinksListSchema = listParamsSchema({});
export const VIDEO_LINKS_PREFIX = 'videos';
