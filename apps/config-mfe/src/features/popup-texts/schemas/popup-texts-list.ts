import { listParamsSchema } from '@admin/ui';
import { POPUP_TEXT_SORT_KEYS } from '../api/popup-texts-queries';

/** Popup texts sit on a /config tab: their page, limit and sort live under `popups.` in the URL. */
export const popupTextsListSchema = listParamsSchema({}, { sortKeys: POPUP_TEXT_SORT_KEYS });
export const POPUP_TEXTS_PREFIX = 'popups';
