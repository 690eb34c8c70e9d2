import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi } from '@admin/api-client';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';
import type { PageQuery, Setting, SettingRequest, SettingSortQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';

export { CONFIG_MESSAGES, SETTING_SORT_KEYS } from '@admin/api-client/contract';

type SettingListParams = PageQuery & SettingSortQuery;

export const settingKeys = {
  lists: ['settings', 'list'] as const,
  list: (params: SettingListParams) => ['settings', 'list', params] as const,
  detail: (id: number) => ['settings', 'detail', id] as const,
};

/** One page of `GET /setting`: the section's hook and the page's prefetch share it. */
export const settingListQuery = (params: SettingListParams) =>
  queryOptions({ queryKey: settingKeys.list(params), queryFn: () => settingsApi.list(params) });

export function useSettings(params: SettingListParams) {
  return useQuery({ ...settingListQuery(params), placeholderData: keepPreviousData });
}

/** Opening a setting loads it (`GET /setting/{id}`): its answer is what puts the form in edit mode. */
export function useSetting(id: number | undefined) {
  return useQuery({
    queryKey: settingKeys.detail(id ?? 0),
    queryFn: () => settingsApi.get(id as number),
    enabled: id !== undefined,
  });
}

export function useAddSetting() {
  return useApiMutation({
    mutationFn: (body: SettingRequest) => settingsApi.create(body),
    success: 'Setting added',
    errorFallback: CONFIG_MESSAGES.settingAdd,
    invalidate: [settingKeys.lists],
    silentError: true,
  });
}

export function useEditSetting() {
  return useApiMutation({
    mutationFn: ({ setting, body }: { setting: Setting; body: SettingRequest }) =>
      settingsApi.update(setting.id, body, setting.version),
    success: 'Setting saved',
    errorFallback: CONFIG_MESSAGES.settingEdit,
    invalidate: (_data, { setting }) => [settingKeys.lists, settingKeys.detail(setting.id)],
    silentError: true,
  });
}

export function useDeleteSetting() {
  return useApiMutation({
    mutationFn: (setting: Setting) => settingsApi.remove(setting.id),
    success: (_data, setting) => `Setting ${setting.name} deleted`,
    errorFallback: CONFIG_MESSAGES.settingDelete,
    invalidate: [settingKeys.lists],
  });
}
