// Public face of @admin/ui, the design system shared by version (`^<version>`) by the shell and every remote.
// The toast queue and the design tokens' CSS live in the `@admin/ui/singletons` entry (one per page);
// importing them through the package name keeps that true even where this entry is duplicated.
export { DEFAULT_TIME_ZONE, staffTimeZone, TIME_ZONE_STORAGE_KEY, toast, ToastViewport } from '@admin/ui/singletons';
export type { TimeZoneStore } from '@admin/ui/singletons';

export { Spinner } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
export { ErrorPage } from './feedback/ErrorPage';
export type { ErrorPageProps } from './feedback/ErrorPage';
export { NoAccessPage } from './feedback/NoAccessPage';
export type { NoAccessPageProps } from './feedback/NoAccessPage';
export { NotAllowed, ReadOnlyNotice } from './feedback/NotAllowed';
export type { NotAllowedProps, ReadOnlyNoticeProps } from './feedback/NotAllowed';
export { Button, buttonClassName } from './feedback/Button';
export type {
  ButtonAsAnchorProps,
  ButtonAsButtonProps,
  ButtonAsLinkProps,
  ButtonProps,
  ButtonSize,
  ButtonVariant,
} from './feedback/Button';
export { ShellFrame } from './layout/ShellFrame';
export type { ShellFrameProps } from './layout/ShellFrame';
export { PageHeader } from './page/PageHeader';
export type { PageHeaderProps } from './page/PageHeader';
export { Toolbar } from './page/Toolbar';
export type { ToolbarProps } from './page/Toolbar';
export { ReleaseStamp } from './page/ReleaseStamp';
export type { ReleaseStampProps } from './page/ReleaseStamp';

// Lists
export { DataTable } from './table/DataTable';
export { BulkRefusal } from './table/bulk-run';
export type {
  BulkAction,
  CardRole,
  DataTableBulk,
  DataTableColumn,
  DataTableColumnMeta,
  DataTableProps,
  DataTableQuery,
  ListPaging,
  ListTableProps,
  TableStorage,
} from './table/types';
export { Pagination, DEFAULT_PAGE_SIZES } from './table/Pagination';
export { SavedViews } from './views/SavedViews';
export type { SavedViewsProps } from './views/SavedViews';
export type { SharedViewsAccess, SharedViewsCalls } from './views/shared-views';
export type { PaginationProps } from './table/Pagination';

// Filters
export { FilterBar } from './filters/FilterBar';
export type { FilterBarProps } from './filters/FilterBar';
export { SelectFilter } from './filters/SelectFilter';
export type { FilterOption, SelectFilterProps } from './filters/SelectFilter';
export { SearchInput, SEARCH_DEBOUNCE_MS } from './filters/SearchInput';
export type { SearchInputProps } from './filters/SearchInput';
export { SEARCH_SELECT_ERROR, SearchSelect } from './filters/SearchSelect';
export type { SearchSelectOption, SearchSelectProps } from './filters/SearchSelect';
export { DateRangeFilter } from './filters/DateRangeFilter';
export type { DateRange, DateRangeFilterProps } from './filters/DateRangeFilter';

// Dialogs
export { Dialog } from './dialogs/Dialog';
export type { DialogProps } from './dialogs/Dialog';
export { ConfirmDialog } from './dialogs/ConfirmDialog';
export type { ConfirmDialogProps } from './dialogs/ConfirmDialog';

// Navigation
export { preloadTabs, Tabs } from './navigation/Tabs';
export { lazyView } from './lazy/LazyView';
export type { LazyView } from './lazy/LazyView';
export type { TabItem, TabsProps } from './navigation/Tabs';
export { SectionTabs } from './navigation/SectionTabs';
export type { SectionLink, SectionTabsProps } from './navigation/SectionTabs';
export { Breadcrumbs } from './navigation/Breadcrumbs';
export type { BreadcrumbItem, BreadcrumbsProps } from './navigation/Breadcrumbs';

// Display
export { StatusBadge } from './display/StatusBadge';
export type { StatusBadgeProps, StatusTone } from './display/StatusBadge';
export { Panel } from './display/Panel';
export type { PanelProps } from './display/Panel';
export { DetailList } from './display/DetailList';
export type { DetailListItem, DetailListProps } from './display/DetailList';
export { EmptyState } from './display/EmptyState';
export type { EmptyStateProps } from './display/EmptyState';
export { Skeleton } from './display/Skeleton';
export type { SkeletonProps } from './display/Skeleton';
export { SafeHtml } from './display/SafeHtml';
export type { SafeHtmlProps } from './display/SafeHtml';
export { Tooltip } from './display/Tooltip';
export type { TooltipProps } from './display/Tooltip';
export { Gated } from './display/Gated';
export { AwaitingSecondApprovalNote } from './four-eyes/AwaitingSecondApprovalNote';
export { AlsoViewing, EditingWarning, LiveChangeNotice } from './live/LazyRecordNotices';
export type { AwaitingSecondApprovalNoteProps } from './four-eyes/AwaitingSecondApprovalNote';
export { AWAITING_SECOND_APPROVAL, decisionByWords, secondStepGate } from './four-eyes/second-approval';
export type { SecondStepGate } from './four-eyes/second-approval';
export type { GatedProps } from './display/Gated';

// Sessions (one's own on the Profile page, an employee's on the employee form)
export { SessionList } from './sessions/SessionList';
export type { SessionListProps } from './sessions/SessionList';

// Activity (a record's history on its page; entries on the Activity screen)
export { ActivityDescription, ActivityPanel } from './activity/Activity';
export type { ActivityDescriptionProps, ActivityPanelProps } from './activity/Activity';

// Export
export { ExportCsvButton, EXPORT_FAILED_MESSAGE } from './export/ExportCsvButton';
export type { ExportCsvButtonProps, ExportFileProps, ExportHrefProps, ExportRowsProps } from './export/ExportCsvButton';
export type { CsvColumn } from './export/to-csv';
// toCsv/downloadCsv stay internal: importing them here would put papaparse on the first load.

// Formatters
export { formatAge } from './format/format-age';
export { formatDate } from './format/format-date';
export { formatDateTime } from './format/format-date-time';
export { staffZone, timeZoneAbbreviation } from './format/time-zone';
export { formatMoney } from './format/format-money';
export { formatUnits } from './format/format-units';
export { formatPhone } from './format/format-phone';
export {
  idParam,
  isoDate,
  listParamsSchema,
  parseListParams,
  readId,
  useListController,
  useListParams,
} from './list/index';
export type {
  ChangeOptions,
  FilterSchemas,
  ListController,
  ListControllerOptions,
  ListParams,
  ListParamsOptions,
  ListParamsSchema,
  ListParamsState,
  ListSort,
  SortOrder,
  StandardSchemaV1,
} from './list/index';
export { useApiMutation } from './mutation/use-api-mutation';
export type { ApiMutationOptions, OptimisticUpdate } from './mutation/use-api-mutation';
export { Switch } from './controls/Switch';
export { AssigneeControl } from './controls/AssigneeControl';
export type { AssigneeControlProps, AssigneeOption } from './controls/AssigneeControl';
export type { SwitchProps } from './controls/Switch';
