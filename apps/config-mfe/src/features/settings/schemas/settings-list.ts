import { listParamsSchema } from '@admin/ui';
import { SETTING_SORT_KEYS } from '../api/settings-queries';

/** Settings sit on /config's first tab: their page, limit and sort live under `settings.` in the URL. */
export const settingsListSchema = listParamsSchema({}, { sortKeys: SETTING_SORT_KEYS });
export const SETTINGS_PREFIX = 'settings';
