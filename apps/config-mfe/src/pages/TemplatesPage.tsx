import { useCallback, useState } from 'react';
import { useSearchParams } from '@admin/ui/router';
import type { Template } from '@admin/api-client';
import { useListStorage, usePermission } from '@admin/auth';
import {
  Button,
  ConfirmDialog,
  FilterBar,
  PageHeader,
  SavedViews,
  SearchInput,
  SelectFilter,
  Spinner,
  useListController,
} from '@admin/ui';
import {
  TEMPLATE_KINDS,
  TEMPLATE_MESSAGES,
  templateListQuery,
  useDeleteTemplate,
  useTemplate,
} from '../features/templates/api/templates-queries';
import { TemplateEditor } from '../features/templates/components/TemplateEditor';
import { TemplatesTable } from '../features/templates/components/TemplatesTable';
import {
  EDIT_PARAM,
  KIND_LABELS,
  parseEditParam,
  templatesListSchema,
} from '../features/templates/schemas/templates-list';

const KIND_OPTIONS = TEMPLATE_KINDS.map((kind) => ({ value: kind, label: KIND_LABELS[kind] }));

/** /templates: email, document, SMS and notification templates with a live preview. */
export default function TemplatesPage() {
  const list = useListController(templatesListSchema, {
    query: templateListQuery,
    storage: useListStorage('templates'),
  });
  const { params: filters, storage } = list;
  const [searchParams, setSearchParams] = useSearchParams();
  const edit = parseEditParam(searchParams.get(EDIT_PARAM));
  const mayWrite = usePermission('templates.write');
  const editId = typeof edit === 'number' ? edit : undefined;
  const editing = useTemplate(editId);
  const [toDelete, setToDelete] = useState<Template>();
  const remove = useDeleteTemplate();
  // The open editor is kept in the URL (?edit=new or ?edit=<id>), without touching the list's page.
  const openEditor = useCallback(
    (value: string | undefined) =>
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        if (value === undefined) next.delete(EDIT_PARAM);
        else next.set(EDIT_PARAM, value);
        return next;
      }),
    [setSearchParams],
  );
  // One function while the URL stays: the table keeps its columns, and its rows.
  const editTemplate = useCallback((template: Template) => openEditor(String(template.id)), [openEditor]);

  const newButton = mayWrite ? (
    <Button variant="primary" onClick={() => openEditor('new')}>
      New template
    </Button>
  ) : undefined;

  return (
    <>
      <PageHeader title="Templates" actions={newButton}>
        Email, document, SMS and notification texts with {'{{variables}}'}.
      </PageHeader>
      {edit === 'new' && mayWrite ? <TemplateEditor key="new" onClose={() => openEditor(undefined)} /> : null}
      {editId !== undefined && mayWrite ? (
        editing.data ? (
          <TemplateEditor key={String(editing.data.id)} template={editing.data} onClose={() => openEditor(undefined)} />
        ) : editing.isError ? (
          <p role="alert">{TEMPLATE_MESSAGES.list}</p>
        ) : (
          <Spinner label="Loading the template" block />
        )
      ) : null}
      <FilterBar hasFilters={list.hasFilters} onClear={() => list.clearFilters()}>
        <SearchInput
          label="Search"
          value={filters.search ?? ''}
          onChange={(search) => list.setFilters({ search }, { replace: true })}
        />
        <SelectFilter
          label="Kind"
          value={filters.kind}
          options={KIND_OPTIONS}
          onChange={(kind) => list.setFilters({ kind: kind as Template['kind'] | undefined })}
        />
        {storage ? <SavedViews storage={storage} /> : null}
      </FilterBar>
      <TemplatesTable
        table={list.table}
        mayWrite={mayWrite}
        onEdit={editTemplate}
        onDelete={setToDelete}
        emptyAction={newButton}
        filtered={list.hasFilters}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete template?"
        description={
          toDelete ? (
            <>
              The template <strong>{toDelete.name}</strong> will be deleted. Messages already sent are not affected.
            </>
          ) : null
        }
        confirmLabel="Delete template"
        destructive
        pending={remove.isPending}
        onConfirm={async () => {
          const deleted = toDelete as Template;
          await remove.mutateAsync(deleted);
          if (editId === deleted.id) openEditor(undefined);
        }}
      />
    </>
  );
}
