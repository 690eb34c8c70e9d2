import { useState } from 'react';
import type { Setting } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import { Button, ConfirmDialog, DataTable, FilterBar, formatDate, Panel, SavedViews, Spinner } from '@admin/ui';
import type { DataTableColumn, ListParams, ListParamsState } from '@admin/ui';
import {
  CONFIG_MESSAGES,
  useAddSetting,
  useDeleteSetting,
  useEditSetting,
  useSetting,
  useSettings,
} from '../api/settings-queries';
import type { settingsListSchema } from '../schemas/settings-list';
import type { SettingFormValues } from '../schemas/setting-form';
import { SettingForm } from './SettingForm';
import { SETTINGS_PREFIX } from '../schemas/settings-list';
import { useListStorage } from '../../../common/useListStorage';

/** Settings: name/value pairs. Opening one loads it and puts the form in edit mode. */
export function SettingsSection({ list }: { list: ListParamsState<ListParams<typeof settingsListSchema>> }) {
  const settings = useSettings(list.params);
  const storage = useListStorage('settings');
  const mayWrite = usePermission('config.write');
  const [editId, setEditId] = useState<number>();
  const editing = useSetting(editId);
  const [toDelete, setToDelete] = useState<Setting>();
  const add = useAddSetting();
  const edit = useEditSetting();
  const remove = useDeleteSetting();

  async function save(values: SettingFormValues, loaded: Setting | undefined) {
    if (loaded) {
      await edit.mutateAsync({ setting: loaded, body: values });
      setEditId(undefined);
      // docs/product.md#calls: after a PUT the first page (limit 10) is fetched again.
      if (list.params.limit !== 10) list.setLimit(10);
      else list.setPage(1);
    } else {
      await add.mutateAsync(values);
    }
  }

  const columns: DataTableColumn<Setting>[] = [
    {
      header: 'Name',
      accessorKey: 'name',
      sortKey: 'name',
      meta: { sticky: 'start' },
      cell: ({ row }) => <strong>{row.original.name}</strong>,
    },
    {
      header: 'Value',
      accessorKey: 'value',
      cell: ({ row }) => <span style={{ wordBreak: 'break-word' }}>{row.original.value}</span>,
    },
    {
      header: 'Updated',
      accessorKey: 'updated_at',
      sortKey: 'updated_at',
      cell: ({ row }) => formatDate(row.original.updated_at),
    },
    {
      id: 'actions',
      header: () => <span className="ui-visually-hidden">Actions</span>,
      meta: { sticky: 'end', label: 'Actions' },
      cell: ({ row }) =>
        mayWrite ? (
          <span style={{ display: 'inline-flex', gap: 8 }}>
            <Button
              size="sm"
              variant="secondary"
              onClick={() => setEditId(row.original.id)}
              aria-label={`Edit setting ${row.original.name}`}
            >
              Edit
            </Button>
            <Button
              size="sm"
              variant="danger"
              onClick={() => setToDelete(row.original)}
              aria-label={`Delete setting ${row.original.name}`}
            >
              Delete
            </Button>
          </span>
        ) : null,
    },
  ];

  return (
    <>
      {mayWrite ? (
        <Panel title={editing.data ? `Edit setting: ${editing.data.name}` : 'Add setting'}>
          {editId !== undefined && editing.isPending ? (
            <Spinner label="Loading the setting" />
          ) : editId !== undefined && editing.isError ? (
            <p role="alert">
              {CONFIG_MESSAGES.settingEdit}{' '}
              <Button size="sm" onClick={() => setEditId(undefined)}>
                Back to adding
              </Button>
            </p>
          ) : (
            <SettingForm
              key={editing.data ? `edit-${editing.data.id}` : 'new'}
              setting={editing.data}
              onSave={save}
              onReset={() => setEditId(undefined)}
            />
          )}
        </Panel>
      ) : null}
      {storage ? (
        <FilterBar>
          <SavedViews storage={storage} pageKey={`${SETTINGS_PREFIX}.page`} />
        </FilterBar>
      ) : null}
      <DataTable
        caption="Settings"
        columns={columns}
        query={settings}
        list={list}
        getRowId={(setting) => String(setting.id)}
        storage={storage}
        errorFallback={CONFIG_MESSAGES.settingsList}
        empty={{
          title: 'No settings yet',
          description: mayWrite ? 'Add the first one with the form above.' : undefined,
        }}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete setting?"
        description={
          toDelete ? (
            <>
              The setting <strong>{toDelete.name}</strong> will be deleted. This cannot be undone.
            </>
          ) : null
        }
        confirmLabel="Delete setting"
        destructive
        pending={remove.isPending}
        onConfirm={async () => {
          if (!toDelete) return;
          await remove.mutateAsync(toDelete);
          if (editId === toDelete.id) setEditId(undefined);
          setToDelete(undefined);
        }}
      />
    </>
  );
}
