import { useMemo } from 'react';
import { Link } from '@admin/ui/router';
import type { Company, Paged } from '@admin/api-client';
import { usePermission } from '@admin/auth';
import {
  Button,
  DataTable,
  FilterBar,
  formatDate,
  SavedViews,
  SearchInput,
  SelectFilter,
  StatusBadge,
  Switch,
} from '@admin/ui';
import type { BulkAction, CsvColumn, DataTableBulk, DataTableColumn, ListController, ListParams } from '@admin/ui';
import {
  ACTIVE_STATUSES,
  COMPANY_MESSAGES,
  COMPANY_TYPES,
  setCompanyStatus,
  useCompanyStatus,
  useRefreshCompanies,
} from '../api/companies-queries';
import type { companyListParams } from '../schemas/company-list-params';
import styles from './CompanyList.module.css';
import { useConfirmedChange } from '../../../common/use-confirmed-change';

const typeOptions = COMPANY_TYPES.map((type) => ({ value: type, label: type }));
const statusOptions = ACTIVE_STATUSES.map((status) => ({ value: status, label: status }));

/** The selection's CSV: what staff hand on about companies. */
const exportColumns: CsvColumn<Company>[] = [
  { header: 'ID', value: (c) => c.id },
  { header: 'Company', value: (c) => c.name },
  { header: 'Type', value: (c) => c.type },
  { header: 'City', value: (c) => c.city },
  { header: 'Projects', value: (c) => c.project_count },
  { header: 'Status', value: (c) => c.status },
  { header: 'Created', value: (c) => c.created_at },
];

const statusAction = (status: Company['status'], label: string): BulkAction<Company> => ({
  label,
  confirmTitle: (count) => `${label} ${count} ${count === 1 ? 'company' : 'companies'}?`,
  confirmDescription: `Each selected company becomes ${status}.`,
  run: (company) => setCompanyStatus(company, status),
  errorFallback: COMPANY_MESSAGES.status,
});
const bulkActions = [statusAction('Active', 'Activate'), statusAction('Inactive', 'Deactivate')];

export interface CompanyListProps {
  /** The list's URL state and its page of companies, from the page's useListController. */
  list: ListController<ListParams<typeof companyListParams>, Paged<Company>>;
  /** Why a row others took out of the list still shows (useLiveList's `markOf`). */
  rowMark?: (company: Company) => string | undefined;
}

/**
 * /company: the companies, paged and filtered in the URL, with a status switch per row; columns to
 * choose and saved views per user; with companies.write, rows to select for a bulk status change or export.
 */
export function CompanyList({ list, rowMark }: CompanyListProps) {
  const { params } = list;
  const { storage } = list;
  // Only the stable `mutate` goes into the columns: new column objects would remount every cell (and lose focus).
  const { mutate: setStatus } = useCompanyStatus(list.queryKey);
  const canWrite = usePermission('companies.write');
  const { ask, dialog } = useConfirmedChange();
  const refresh = useRefreshCompanies();
  const bulk = useMemo<DataTableBulk<Company> | undefined>(
    () =>
      canWrite
        ? {
            rowLabel: (c) => c.name,
            actions: bulkActions,
            exportCsv: { fileName: 'companies', columns: exportColumns },
            onSettled: refresh,
          }
        : undefined,
    [canWrite, refresh],
  );

  const columns = useMemo<DataTableColumn<Company>[]>(
    () => [
      {
        id: 'name',
        header: 'Company',
        sortKey: 'name',
        meta: { sticky: 'start' },
        cell: ({ row: { original: c } }) => (
          <span className={styles.nameCell}>
            {c.logo ? (
              <img className={styles.logo} src={c.logo} alt="" width={24} height={24} />
            ) : (
              <span className={styles.logoBlank} aria-hidden="true" />
            )}
            {canWrite ? <Link to={`/edit-company/${c.id}`}>{c.name}</Link> : <span>{c.name}</span>}
          </span>
        ),
      },
      { id: 'type', header: 'Type', accessorKey: 'type', sortKey: 'type' },
      {
        id: 'certificate',
        header: 'Certificate',
        cell: ({ row }) => row.original.certificate_type ?? '—',
        meta: { defaultHidden: true },
      },
      {
        id: 'ownership',
        header: 'Ownership',
        cell: ({ row }) => row.original.ownership_type ?? '—',
        meta: { defaultHidden: true },
      },
      { id: 'city', header: 'City', cell: ({ row }) => row.original.city ?? '—' },
      {
        id: 'team',
        header: 'Team',
        cell: ({ row }) => row.original.team_members.length,
        meta: { align: 'right', card: 'hidden' },
      },
      { id: 'projects', header: 'Projects', accessorKey: 'project_count', meta: { align: 'right' } },
      {
        id: 'status',
        header: 'Status',
        sortKey: 'status',
        cell: ({ row: { original: c } }) =>
          canWrite ? (
            <Switch
              checked={c.status === 'Active'}
              label={`Active: ${c.name}`}
              onCheckedChange={(on) =>
                ask({
                  title: on ? `Activate “${c.name}”?` : `Deactivate “${c.name}”?`,
                  description: on
                    ? 'The company and its projects can be offered to customers again.'
                    : 'Customers no longer see the company with its projects on offer.',
                  confirmLabel: on ? 'Activate' : 'Deactivate',
                  send: () => setStatus({ id: c.id, version: c.version, status: on ? 'Active' : 'Inactive' }),
                })
              }
            >
              {c.status}
            </Switch>
          ) : (
            <StatusBadge tone={c.status === 'Active' ? 'success' : 'neutral'}>{c.status}</StatusBadge>
          ),
      },
      {
        id: 'created',
        header: 'Created',
        sortKey: 'created_at',
        cell: ({ row }) => formatDate(row.original.created_at),
        meta: { card: 'hidden' },
      },
      ...(canWrite
        ? [
            {
              id: 'actions',
              header: () => <span className="ui-visually-hidden">Actions</span>,
              meta: { sticky: 'end', label: 'Actions' },
              cell: ({ row: { original: c } }: { row: { original: Company } }) => (
                <Button to={`/edit-company/${c.id}`} variant="ghost" size="sm" aria-label={`Edit ${c.name}`}>
                  Edit
                </Button>
              ),
            } satisfies DataTableColumn<Company>,
          ]
        : []),
    ],
    [canWrite, ask, setStatus],
  );

  return (
    <>
      <FilterBar onClear={() => list.clearFilters()} hasFilters={list.hasFilters}>
        <SearchInput label="Search by name" value={params.search} onChange={(search) => list.setFilters({ search })} />
        <SelectFilter
          label="Type"
          value={params.type}
          options={typeOptions}
          onChange={(type) => list.setFilters({ type: type as Company['type'] | undefined })}
        />
        <SelectFilter
          label="Status"
          value={params.status}
          options={statusOptions}
          onChange={(value) => list.setFilters({ status: value as Company['status'] | undefined })}
        />
        {storage ? <SavedViews storage={storage} /> : null}
      </FilterBar>
      <DataTable
        {...list.table}
        caption="Companies"
        columns={columns}
        errorFallback={COMPANY_MESSAGES.list}
        getRowId={(c) => String(c.id)}
        bulk={bulk}
        rowMark={rowMark}
        empty={{
          title: list.hasFilters ? 'No companies match these filters' : 'No companies yet',
          description: list.hasFilters
            ? 'Change or clear the filters.'
            : 'Companies run the projects investors buy into.',
          action:
            canWrite && !list.hasFilters ? (
              <Button to="/add-company" variant="primary">
                Add company
              </Button>
            ) : undefined,
        }}
      />
      {dialog}
    </>
  );
}
