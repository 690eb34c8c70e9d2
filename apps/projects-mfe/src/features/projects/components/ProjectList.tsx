import { useMemo, useState } from 'react';
import { Link } from '@admin/ui/router';
import type { Project, ProjectStatus, Paged } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import {
  Button,
  ConfirmDialog,
  DataTable,
  FilterBar,
  formatDate,
  formatMoney,
  SavedViews,
  SearchInput,
  SelectFilter,
  StatusBadge,
  Switch,
} from '@admin/ui';
import type { BulkAction, CsvColumn, DataTableBulk, DataTableColumn, ListController, ListParams } from '@admin/ui';
import type { QueryKey } from '@tanstack/react-query';
import {
  PROJECT_MESSAGES,
  PROJECT_STATUS_LABELS,
  PROJECT_TRANSITIONS,
  setProjectStatus,
  useBookingAmountToggle,
  useDeleteProject,
  useJoinWaitlistToggle,
  useProjectStatus,
  useRefreshProjects,
} from '../api/projects-queries';
import type { projectListParams } from '../schemas/project-list-params';
import { STATUS_TONES, statusOptions } from '../../../common/project-display';
import { useConfirmedChange } from '../../../common/use-confirmed-change';

import styles from './ProjectList.module.css';

const STATUS_OPTIONS = statusOptions(PROJECT_STATUS_LABELS);

const yesNo = (on: boolean) => (on ? 'Yes' : 'No');

/** The selection's CSV: what staff hand on about projects. */
const exportColumns: CsvColumn<Project>[] = [
  { header: 'ID', value: (p) => p.id },
  { header: 'Title', value: (p) => p.name },
  { header: 'Category', value: (p) => p.property_type_name },
  { header: 'Company', value: (p) => p.company_name },
  { header: 'Symbol', value: (p) => p.symbol },
  { header: 'Token price', value: (p) => p.token_amount },
  { header: 'Total supply', value: (p) => p.total_token },
  { header: 'Status', value: (p) => PROJECT_STATUS_LABELS[p.status] },
  { header: 'Created', value: (p) => p.created_at },
];

const statusAction = (status: ProjectStatus, label: string, description: string): BulkAction<Project> => ({
  label,
  confirmTitle: (count) => `${label} ${count} ${count === 1 ? 'project' : 'projects'}?`,
  confirmDescription: description,
  // The API refuses a move the project's status does not allow (one it already has, too): reported per project.
  run: (project) => setProjectStatus(project, status),
  errorFallback: PROJECT_MESSAGES.status,
});
const bulkActions = [
  statusAction('Active', 'Activate', 'Each selected project becomes Active: customers see it on offer.'),
  statusAction(
    'Inactive',
    'Deactivate',
    'Each selected project becomes Inactive: customers no longer see it on offer.',
  ),
];

/**
 * /: the projects, paged, filtered and sorted in the URL, with status, flags, edit and delete per row;
 * columns to choose and saved views per user; with projects.write, rows to select for a bulk status
 * change or export.
 */
export interface ProjectListProps {
  /** The list's URL state and its page of projects, from the page's useListController. */
  list: ListController<ListParams<typeof projectListParams>, Paged<Project>>;
  /** Other features' caches a deleted project alters (the page that composes them names them). */
  deleteAlsoRefreshes?: readonly QueryKey[];
  /** Why a row others took out of the list still shows (useLiveList's `markOf`). */
  rowMark?: (project: Project) => string | undefined;
}

export function ProjectList({ list, deleteAlsoRefreshes = [], rowMark }: ProjectListProps) {
  const { params } = list;
  const { storage, queryKey: listKey } = list;
  // Only the stable `mutate`s go into the columns: new column objects would remount every cell (and lose focus).
  const { mutate: setStatus } = useProjectStatus(listKey);
  const { mutate: setBooking } = useBookingAmountToggle(listKey);
  const { mutate: setWaitlist } = useJoinWaitlistToggle(listKey);
  const [deleting, setDeleting] = useState<Project | null>(null);
  const remove = useDeleteProject(() => setDeleting(null), deleteAlsoRefreshes);
  const canWrite = usePermission('projects.write');
  const { ask, dialog } = useConfirmedChange();
  const refresh = useRefreshProjects();
  const bulk = useMemo<DataTableBulk<Project> | undefined>(
    () =>
      canWrite
        ? {
            rowLabel: (p) => p.name,
            actions: bulkActions,
            exportCsv: { fileName: 'projects', columns: exportColumns },
            onSettled: refresh,
          }
        : undefined,
    [canWrite, refresh],
  );

  const columns = useMemo<DataTableColumn<Project>[]>(
    () => [
      {
        id: 'title',
        header: 'Title',
        sortKey: 'name',
        cell: ({ row: { original: p } }) =>
          canWrite ? (
            <Link to={`/edit-project/${p.id}`} className={styles.title}>
              {p.name}
            </Link>
          ) : (
            <span className={styles.title}>{p.name}</span>
          ),
        meta: { width: '14rem', sticky: 'start' },
      },
      {
        id: 'category',
        header: 'Category',
        cell: ({ row }) => row.original.property_type_name,
        meta: { defaultHidden: true },
      },
      { id: 'company', header: 'Company', cell: ({ row }) => row.original.company_name ?? '—' },
      { id: 'symbol', header: 'Symbol', cell: ({ row }) => row.original.symbol ?? '—', meta: { card: 'hidden' } },
      {
        id: 'price',
        header: 'Token price',
        cell: ({ row }) => formatMoney(row.original.token_amount),
        meta: { align: 'right' },
      },
      {
        id: 'supply',
        header: 'Total supply',
        sortKey: 'total_token',
        cell: ({ row }) => row.original.total_token.toLocaleString('en-IN'),
        meta: { align: 'right', defaultHidden: true },
      },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: ({ row: { original: p } }) =>
          canWrite ? (
            // The select shows the status in words; the dot before it gives the badge's colour.
            <span className={styles.statusCell} data-tone={STATUS_TONES[p.status]}>
              <select
                className={styles.statusSelect}
                aria-label={`Change status of ${p.name}`}
                value={p.status}
                onChange={(event) => {
                  const status = event.target.value as ProjectStatus;
                  ask({
                    title: `Change “${p.name}” from ${PROJECT_STATUS_LABELS[p.status]} to ${PROJECT_STATUS_LABELS[status]}?`,
                    description: 'Customers see the project’s new status at once.',
                    confirmLabel: `Set to ${PROJECT_STATUS_LABELS[status]}`,
                    send: () => setStatus({ id: p.id, version: p.version, status }),
                  });
                }}
              >
                {STATUS_OPTIONS.map((option) => (
                  // Only the moves the API allows from the row's status can be chosen.
                  <option
                    key={option.value}
                    value={option.value}
                    disabled={
                      option.value !== p.status &&
                      !PROJECT_TRANSITIONS[p.status].includes(option.value as ProjectStatus)
                    }
                  >
                    {option.label}
                  </option>
                ))}
              </select>
            </span>
          ) : (
            <StatusBadge tone={STATUS_TONES[p.status]}>{PROJECT_STATUS_LABELS[p.status]}</StatusBadge>
          ),
      },
      {
        id: 'booking',
        header: 'Booking amount',
        meta: { card: 'hidden' },
        cell: ({ row: { original: p } }) =>
          canWrite ? (
            <Switch
              checked={p.is_booking_amount_required}
              label={`Booking amount required for ${p.name}`}
              onCheckedChange={(value) =>
                ask({
                  title: `${value ? 'Require' : 'Stop requiring'} a booking amount for “${p.name}”?`,
                  description: value
                    ? 'Customers pay a booking amount before the full payment.'
                    : 'Customers pay the full amount without a booking amount first.',
                  confirmLabel: value ? 'Require booking amount' : 'Stop requiring it',
                  send: () => setBooking({ id: p.id, version: p.version, value }),
                })
              }
            >
              {p.is_booking_amount_required ? 'Required' : 'Not required'}
            </Switch>
          ) : (
            yesNo(p.is_booking_amount_required)
          ),
      },
      {
        id: 'waitlist',
        header: 'Waitlist',
        meta: { card: 'hidden' },
        cell: ({ row: { original: p } }) =>
          canWrite ? (
            <Switch
              checked={p.join_waitlist}
              label={`Join waitlist for ${p.name}`}
              onCheckedChange={(value) =>
                ask({
                  title: `${value ? 'Open' : 'Close'} the waitlist for “${p.name}”?`,
                  description: value
                    ? 'Customers can join the waitlist for this project.'
                    : 'Customers can no longer join the waitlist for this project.',
                  confirmLabel: value ? 'Open waitlist' : 'Close waitlist',
                  send: () => setWaitlist({ id: p.id, version: p.version, value }),
                })
              }
            >
              {p.join_waitlist ? 'Open' : 'Closed'}
            </Switch>
          ) : (
            yesNo(p.join_waitlist)
          ),
      },
      {
        id: 'created',
        header: 'Created',
        sortKey: 'created_at',
        cell: ({ row }) => formatDate(row.original.created_at),
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: () => <span className="ui-visually-hidden">Actions</span>,
              meta: { sticky: 'end', label: 'Actions' },
              cell: ({ row: { original: p } }: { row: { original: Project } }) => (
                <span className={styles.actions}>
                  <Button to={`/edit-project/${p.id}`} variant="ghost" size="sm" aria-label={`Edit ${p.name}`}>
                    Edit
                  </Button>
                  <Button
                    variant="ghost"
                    size="sm"
                    className={styles.delete}
                    aria-label={`Delete ${p.name}`}
                    onClick={() => setDeleting(p)}
                  >
                    Delete
                  </Button>
                </span>
              ),
            } satisfies DataTableColumn<Project>,
          ]
        : []),
    ],
    [canWrite, ask, setStatus, setBooking, setWaitlist],
  );

  return (
    <>
      <FilterBar onClear={() => list.clearFilters()} hasFilters={list.hasFilters}>
        <SearchInput label="Search by title" value={params.search} onChange={(search) => list.setFilters({ search })} />
        <SelectFilter
          label="Status"
          value={params.status}
          options={STATUS_OPTIONS}
          onChange={(value) => list.setFilters({ status: value as ProjectStatus | undefined })}
        />
        {storage ? <SavedViews storage={storage} /> : null}
      </FilterBar>
      <DataTable
        {...list.table}
        caption="Projects"
        columns={columns}
        errorFallback={PROJECT_MESSAGES.list}
        getRowId={(p) => String(p.id)}
        bulk={bulk}
        rowMark={rowMark}
        empty={{
          title: list.hasFilters ? 'No projects match these filters' : 'No projects yet',
          description: list.hasFilters
            ? 'Change or clear the filters.'
            : 'Add a project to offer its tokens to investors.',
          action:
            canWrite && !list.hasFilters ? (
              <Button to="/add-project" variant="primary">
                Add project
              </Button>
            ) : undefined,
        }}
      />
      {dialog}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open) setDeleting(null);
        }}
        title={`Delete the project “${deleting?.name ?? ''}”?`}
        description="The project, its investment terms, media, risk items and synced fees are removed permanently. This cannot be undone. A project that has orders cannot be deleted."
        confirmLabel="Delete project"
        destructive
        pending={remove.isPending}
        onConfirm={() => (deleting ? remove.mutateAsync(deleting) : undefined)}
      />
    </>
  );
}
