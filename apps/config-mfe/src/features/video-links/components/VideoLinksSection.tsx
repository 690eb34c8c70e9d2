import { useState } from 'react';
import type { VideoLink } from '@admin/api-client';
import { useListStorage, usePermission } from '@admin/auth';
import { Button, ConfirmDialog, DataTable, FilterBar, Panel, SavedViews, useListController } from '@admin/ui';
import type { DataTableColumn } from '@admin/ui';
import { Form, SubmitBar, TextAreaField, TextField, useZodForm } from '@admin/ui/forms';
import { CONFIG_MESSAGES, useAddVideoLink, useDeleteVideoLink, videoLinkListQuery } from '../api/video-links-queries';
import { VIDEO_LINKS_PREFIX, videoLinksListSchema } from '../schemas/video-links-list';
import { videoLinkFormSchema } from '../schemas/video-link-form';
import styles from './VideoLinks.module.css';
import { VideoPreview } from './VideoPreview';

/** Video links: http(s) only; YouTube and Vimeo links are previewed in place. */
export function VideoLinksSection() {
  const list = useListController(videoLinksListSchema, {
    prefix: VIDEO_LINKS_PREFIX,
    query: videoLinkListQuery,
    storage: useListStorage('video-links'),
  });
  const { storage } = list;
  const mayWrite = usePermission('config.write');
  const [toDelete, setToDelete] = useState<VideoLink>();
  const remove = useDeleteVideoLink();

  const columns: DataTableColumn<VideoLink>[] = [
    {
      header: 'Preview',
      id: 'preview',
      cell: ({ row }) => <VideoPreview title={row.original.title} url={row.original.url} />,
    },
    {
      header: 'Title',
      accessorKey: 'title',
      sortKey: 'title',
      meta: { sticky: 'start' },
      cell: ({ row }) => (
        <>
          <strong>{row.original.title}</strong>
          {row.original.description ? <div>{row.original.description}</div> : null}
        </>
      ),
    },
    { header: 'URL', accessorKey: 'url', cell: ({ row }) => <span className={styles.url}>{row.original.url}</span> },
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
            aria-label={`Delete video link ${row.original.title}`}
          >
            Delete
          </Button>
        ) : null,
    },
  ];

  return (
    <>
      {mayWrite ? (
        <Panel title="Add video link">
          <AddVideoLinkForm />
        </Panel>
      ) : null}
      {storage ? (
        <FilterBar>
          <SavedViews storage={storage} pageKey={`${VIDEO_LINKS_PREFIX}.page`} />
        </FilterBar>
      ) : null}
      <DataTable
        {...list.table}
        caption="Video links"
        columns={columns}
        errorFallback={CONFIG_MESSAGES.videoLinksList}
        empty={{ title: 'No video links yet' }}
        getRowId={(link) => String(link.id)}
      />
      <ConfirmDialog
        open={toDelete !== undefined}
        onOpenChange={(open) => !open && setToDelete(undefined)}
        title="Delete video link?"
        description={
          toDelete ? (
            <>
              The video link <strong>{toDelete.title}</strong> will be deleted.
            </>
          ) : null
        }
        confirmLabel="Delete video link"
        destructive
        pending={remove.isPending}
        onConfirm={() => remove.mutateAsync(toDelete as VideoLink)}
      />
    </>
  );
}

function AddVideoLinkForm() {
  const add = useAddVideoLink();
  const { form, submit } = useZodForm({
    schema: videoLinkFormSchema,
    defaultValues: { title: '', url: '', description: '' },
    onSubmit: async (values) => {
      await add.mutateAsync({ title: values.title, url: values.url, description: values.description || null });
      form.reset({ title: '', url: '', description: '' });
    },
    errorFallback: CONFIG_MESSAGES.videoLinkAdd,
  });
  return (
    <Form form={form} onSubmit={submit} aria-label="Add video link">
      <div className={styles.form}>
        <TextField name="title" label="Title" required autoComplete="off" />
        <TextField
          name="url"
          label="URL"
          required
          type="url"
          inputMode="url"
          hint="http:// or https:// only; YouTube and Vimeo links are previewed."
        />
      </div>
      <TextAreaField name="description" label="Description" rows={2} />
      <SubmitBar label="Add video link" />
    </Form>
  );
}
