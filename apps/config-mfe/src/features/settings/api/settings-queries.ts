import { queryOptions, useQuery } from '@tanstack/react-query';
import { settingsApi } from '@admin/api-client/config';
import { CONFIG_MESSAGES } from '@admin/api-client/contract';
import type { PageQuery, Setting, SettingRequest, SettingSortQuery } from '@admin/api-client';
import { useApiMutation } from '@admin/ui';
import { queryRoots } from '../../../common/query-roots';

export { CONFIG_MESSAGES, SETTING_SORT_KEYS } from '@admin/api-client/contract';

type SettingListParams = PageQuery & SettingSortQuery;

const settingKeys = {
  lists: [...queryRoots.settings, 'list'] as const,
  list: (params: SettingListParams) => [...queryRoots.settings, 'list', params] as const,
  detail: (id: number) => [...queryRoots.settings, 'detail', id] as const,
};

/** One page of `GET /setting`: the section's hook and the page's prefetch share it. */
export const settingListQuery = (params: SettingListParams) =>
  queryOptions({ queryKey: settingKeys.list(params), queryFn: () => settingsApi.list(params) });

/** Opening a setting loads it (`GET /setting/{id}`): its answer is what puts the form in edit mode. */
const settingQuery = (id: number | undefined) =>
  queryOptions({ queryKey: settingKeys.detail(id ?? 0), queryFn: () => settingsApi.get(id as number) });

export function useSetting(id: number | undefined) {
  return useQuery({ ...settingQuery(id), enabled: id !== undefined });
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
    // A control setting keeps its value until a second Admin confirms the change.
    success: (saved, { body }) =>
      saved.awaiting_second_approval
        ? `Change of ${saved.name} to ${body.value} awaiting a second Admin`
        : 'Setting saved',
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

/** A second Admin confirms the change of a control setting awaiting one: the value takes effect. */
export function useConfirmSetting() {
  return useApiMutation({
    mutationFn: (setting: Setting) => settingsApi.confirm(setting.id, setting.version),
    success: (saved) => `${saved.name} is now ${saved.value}`,
    errorFallback: CONFIG_MESSAGES.settingEdit,
    invalidate: (_data, setting) => [settingKeys.lists, settingKeys.detail(setting.id)],
  });
}

/** A second Admin sends the change of a control setting back: the value stays. */
export function useSendBackSetting() {
  return useApiMutation({
    mutationFn: (setting: Setting) => settingsApi.sendBack(setting.id, {}, setting.version),
    success: (saved) => `Change of ${saved.name} sent back`,
    errorFallback: CONFIG_MESSAGES.settingEdit,
    invalidate: (_data, setting) => [settingKeys.lists, settingKeys.detail(setting.id)],
  });
}
