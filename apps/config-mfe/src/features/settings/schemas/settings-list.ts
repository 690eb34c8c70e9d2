import { listParamsSchema } from '@admin/ui';

/** Settings sit on /config's first tab: their page and limit live under `settings.` in the URL. */
export const settingsListSchema = listParamsSchema({});
export const SETTINGS_PREFIX = 'settings';
