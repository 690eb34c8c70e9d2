import { useState } from 'react';
import type { Setting } from '@admin/api-client';
import { useCurrentUser, useListStorage, usePermission } from '@admin/auth';
import {
  AwaitingSecondApprovalNote,
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  formatDate,
  Gated,
  Panel,
  SavedViews,
  secondStepGate,
  Spinner,
  useListController,
} from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { notAllowedReason } from '@admin/api-client/contract';
import {
  CONFIG_MESSAGES,
  settingListQuery,
  useAddSetting,
  useConfirmSetting,
  useDeleteSetting,
  useEditSetting,
  useSendBackSetting,
  useSetting,
} from '../api/settings-queries';
import type { SettingFormValues } from '../schemas/setting-form';
import { SettingForm } from './SettingForm';
import { SETTINGS_PREFIX, settingsListSchema } from '../schemas/settings-list';

const NO_CONFIG_WRITE = notAllowedReason('config.write');

/**
 * Settings: name/value pairs. Opening one loads it and puts the form in edit mode. A setting that
 * governs a four-eyes control says so with its bounds; a change to it waits for a second Admin, who
 * confirms it or sends it back from its row.
 */
export function SettingsSection() {
  const list = useListController(settingsListSchema, {
    prefix: SETTINGS_PREFIX,
    query: settingListQuery,
    storage: useListStorage('settings'),
  });
  const { storage } = list;
  const mayWrite = usePermission('config.write');
  const [editId, setEditId] = useState<number>();
  const editing = useSetting(editId);
  const [toDelete, setToDelete] = useState<Setting>();
  const add = useAddSetting();
  const edit = useEditSetting();
  const remove = useDeleteSetting();
  const me = useCurrentUser().user?.id;
  const confirm = useConfirmSetting();
  const sendBack = useSendBackSetting();
  const [second, setSecond] = useState<{ step: 'confirm' | 'send-back'; setting: Setting }>();

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
      cell: ({ row }) => {
        const { value, control, awaiting_second_approval: waiting } = row.original;
        const gate = waiting ? secondStepGate(waiting, me, mayWrite, NO_CONFIG_WRITE) : undefined;
        return (
          <span style={{ display: 'grid', gap: 4, wordBreak: 'break-word' }}>
            <span>{value}</span>
            {control ? (
              <small>
                Controls four eyes: from {control.floor} to {control.ceiling}; a change waits for a second Admin
              </small>
            ) : null}
            {waiting && gate ? (
              <span style={{ display: 'inline-flex', flexWrap: 'wrap', gap: 8, alignItems: 'center' }}>
                <AwaitingSecondApprovalNote awaiting={waiting} decision={`changed to ${waiting.decision}`} />
                <Gated allowed={gate.allowed} why={gate.why}>
                  <Button
                    size="sm"
                    onClick={() => setSecond({ step: 'confirm', setting: row.original })}
                    aria-label={`Confirm the change of ${row.original.name}`}
                  >
                    Confirm
                  </Button>
                </Gated>
                <Gated allowed={gate.allowed} why={gate.why}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => setSecond({ step: 'send-back', setting: row.original })}
                    aria-label={`Send back the change of ${row.original.name}`}
                  >
                    Send back
                  </Button>
                </Gated>
              </span>
            ) : null}
          </span>
        );
      },
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
            {/* A control setting cannot be deleted (its fallback would apply unasked). */}
            {row.original.control ? null : (
              <Button
                size="sm"
                variant="danger"
                onClick={() => setToDelete(row.original)}
                aria-label={`Delete setting ${row.original.name}`}
              >
                Delete
              </Button>
            )}
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
        {...list.table}
        caption="Settings"
        columns={columns}
        getRowId={(setting) => String(setting.id)}
        errorFallback={CONFIG_MESSAGES.settingsList}
        empty={{
          title: 'No settings yet',
          description: mayWrite ? 'Add the first one with the form above.' : undefined,
        }}
      />
      <ConfirmDialog
        open={second !== undefined}
        onOpenChange={(open) => !open && setSecond(undefined)}
        title={second?.step === 'confirm' ? 'Confirm the change?' : 'Send the change back?'}
        description={
          second?.setting.awaiting_second_approval ? (
            <>
              <strong>{second.setting.name}</strong> {second.step === 'confirm' ? 'becomes' : 'stays'}{' '}
              <strong>
                {second.step === 'confirm' ? second.setting.awaiting_second_approval.decision : second.setting.value}
              </strong>{' '}
              ({second.setting.awaiting_second_approval.by.name} asked for{' '}
              {second.setting.awaiting_second_approval.decision}; it is {second.setting.value} now).
            </>
          ) : null
        }
        confirmLabel={second?.step === 'confirm' ? 'Confirm the change' : 'Send back'}
        pending={confirm.isPending || sendBack.isPending}
        onConfirm={async () => {
          if (!second) return;
          await (second.step === 'confirm' ? confirm : sendBack).mutateAsync(second.setting);
          setSecond(undefined);
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
