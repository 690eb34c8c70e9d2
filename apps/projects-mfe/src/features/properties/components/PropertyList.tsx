import type { Project, ProjectCategoryId, ProjectStatus, Paged } from '@admin/api-client';
import {
  DataTable,
  DateRangeFilter,
  FilterBar,
  formatDate,
  formatMoney,
  SavedViews,
  SelectFilter,
  StatusBadge,
} from '@admin/ui';
import type { DataTableColumn, ListController, ListParams } from '@admin/ui';
import { STATUS_TONES, statusOptions } from '../../../common/project-display';
import { PROJECT_CATEGORIES, PROJECT_MESSAGES, PROJECT_STATUS_LABELS } from '../api/properties-queries';
import type { propertyListParams } from '../schemas/property-list-params';

const typeOptions = PROJECT_CATEGORIES.map((c) => ({ value: String(c.id), label: c.name }));
const daoOptions = [
  { value: 'true', label: 'DAO governed' },
  { value: 'false', label: 'Not DAO governed' },
];

const columns: DataTableColumn<Project>[] = [
  {
    id: 'title',
    header: 'Title',
    sortKey: 'name',
    cell: ({ row }) => <strong>{row.original.name}</strong>,
    meta: { sticky: 'start' },
  },
  { id: 'category', header: 'Project type', cell: ({ row }) => row.original.property_type_name },
  { id: 'company', header: 'Company', cell: ({ row }) => row.original.company_name ?? '—' },
  { id: 'dao', header: 'DAO', cell: ({ row }) => (row.original.dao ? 'Yes' : 'No') },
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
    cell: ({ row }) => (
      <StatusBadge tone={STATUS_TONES[row.original.status]}>{PROJECT_STATUS_LABELS[row.original.status]}</StatusBadge>
    ),
  },
  { id: 'created', header: 'Created', sortKey: 'created_at', cell: ({ row }) => formatDate(row.original.created_at) },
];

/** /properties: every project through the property filter (status, DAO, project type, creation dates) and a sort, all in the URL; columns to choose and saved views per user. */
export function PropertyList({
  list,
}: {
  list: ListController<ListParams<typeof propertyListParams>, Paged<Project>>;
}) {
  const { params, storage } = list;

  return (
    <>
      <FilterBar onClear={() => list.clearFilters()} hasFilters={list.hasFilters}>
        <SelectFilter
          label="Status"
          value={params.status}
          options={statusOptions(PROJECT_STATUS_LABELS)}
          onChange={(value) => list.setFilters({ status: value as ProjectStatus | undefined })}
        />
        <SelectFilter
          label="DAO"
          value={params.dao}
          options={daoOptions}
          onChange={(value) => list.setFilters({ dao: value as 'true' | 'false' | undefined })}
        />
        <SelectFilter
          label="Project type"
          value={params.type === undefined ? undefined : String(params.type)}
          options={typeOptions}
          onChange={(value) =>
            list.setFilters({ type: value === undefined ? undefined : (Number(value) as ProjectCategoryId) })
          }
        />
        <DateRangeFilter
          label="Created"
          from={params.from_date}
          to={params.to_date}
          onChange={({ from, to }) => list.setFilters({ from_date: from, to_date: to })}
        />
        {storage ? <SavedViews storage={storage} /> : null}
      </FilterBar>
      <DataTable
        {...list.table}
        caption="Properties"
        columns={columns}
        errorFallback={PROJECT_MESSAGES.properties}
        getRowId={(p) => String(p.id)}
        empty={{
          title: list.hasFilters ? 'No properties match these filters' : 'No properties yet',
          description: list.hasFilters ? 'Change or clear the filters.' : 'Projects appear here once they are added.',
        }}
      />
    </>
  );
}
