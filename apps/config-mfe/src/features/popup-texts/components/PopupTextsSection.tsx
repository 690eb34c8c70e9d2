import { useState } from 'react';
import type { PopupText } from '@admin/api-client';
import { useListStorage, usePermission } from '@admin/auth';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  formatDate,
  Panel,
  SavedViews,
  StatusBadge,
  useListController,
} from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { CheckboxField, Form, SubmitBar, TextAreaField, TextField, useZodForm } from '@admin/ui/forms';
import { CONFIG_MESSAGES, popupTextListQuery, useAddPopupText, useDeletePopupText } from '../api/popup-texts-queries';
import { POPUP_TEXTS_PREFIX, popupTextsListSchema } from '../schemas/popup-texts-list';
import { popupTextFormSchema } from '../schemas/popup-text-form';

/** Popup texts shown to investors. Their text is always rendered as text, never as HTML. */
export function PopupTextsSection() {
  const list = useListController(popupTextsListSchema, {
    prefix: POPUP_TEXTS_PREFIX,
    query: popupTextListQuery,
    storage: useListStorage('popup-texts'),
  });
  const { storage } = list;
  const mayWrite = usePermission('config.write');
  const [toDelete, setToDelete] = useState<PopupText>();
  const remove = useDeletePopupText();

  const columns: DataTableColumn<PopupText>[] = [
    {
      header: 'Title',
      accessorKey: 'title',
      sortKey: 'title',
      meta: { sticky: 'start' },
      cell: ({ row }) => <strong>{row.original.title}</strong>,
    },
    {
      header: 'Text',
      accessorKey: 'text',
      meta: { wrap: true },
      cell: ({ row }) => <span style={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}>{row.original.text}</span>,
    },
    {
      id: 'status',
      header: 'Status',
      accessorKey: 'is_active',
      sortKey: 'is_active',
      cell: ({ row }) =>
        row.original.is_active ? (
          <StatusBadge tone="success">Active</StatusBadge>
        ) : (
          <StatusBadge tone="neutral">Inactive</StatusBadge>
        ),
    },
    {
      header: 'Added',
      accessorKey: 'created_at',
      sortKey: 'created_at',
      cell: ({ row }) => formatDate(row.original.created_at),
    },
    {
      id: 'actions',
      header: () => <span className="ui-visually-hidden">Actions</span>,
      meta: { sticky: 'end', label: 'Actions' },
      cell: ({ row }) =>
        mayWrite ? (
          <Button
            size="sm"
            variant="danger"
            onClick={() => setToDelete(row.original)}
            aria-label={`Delete popup text ${row.original.title}`}
          >
            Delete
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {mayWrite ? (
        <Panel title="Add popup text">
          <AddPopupTextForm />
        </Panel>
      ) : null}
      {storage ? (
        <FilterBar>
          <SavedViews storage={storage} pageKey={`${POPUP_TEXTS_PREFIX}.page`} />
        </FilterBar>
      ) : null}
      <DataTable
        {...list.table}
        caption="Popup texts"
        columns={columns}
        errorFallback={CONFIG_MESSAGES.popupTextsList}
        empty={{ title: 'No popup texts yet' }}
        getRowId={(text) => String(text.id)}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete popup text?"
        description={
          toDelete ? (
            <>
              The popup text <strong>{toDelete.title}</strong> will be deleted.
            </>
          ) : null
        }
        confirmLabel="Delete popup text"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(toDelete as PopupText)}
      />
    </>
  );
}

function AddPopupTextForm() {
  const add = useAddPopupText();
  const { form, submit } = useZodForm({
    schema: popupTextFormSchema,
    defaultValues: { title: '', text: '', is_active: true },
    onSubmit: async (values) => {
      await add.mutateAsync(values);
      form.reset({ title: '', text: '', is_active: true });
    },
    errorFallback: CONFIG_MESSAGES.popupTextCreate,
  });
  return (
    <Form form={form} onSubmit={submit} aria-label="Add popup text">
      <TextField name="title" label="Title" required autoComplete="off" />
      <TextAreaField name="text" label="Text" required rows={3} hint="Shown as plain text." />
      <CheckboxField name="is_active" label="Active" />
      <SubmitBar label="Add popup text" />
    </Form>
  );
}
