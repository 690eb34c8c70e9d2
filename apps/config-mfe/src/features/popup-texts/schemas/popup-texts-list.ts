import { listParamsSchema } from '@admin/ui';

/** Popup texts sit on a /config tab: their page and limit live under `popups.` in the URL. */
export const popupTextsListSchema = listParamsSchema({});
export const POPUP_TEXTS_PREFIX = 'popups';
