// Public face of @admin/ui, the design system shared (as a federated singleton) by the shell and every remote.
import './styles/tokens.css';

export { Spinner } from './feedback/Spinner';
export type { SpinnerProps } from './feedback/Spinner';
export { ErrorPage } from './feedback/ErrorPage';
export type { ErrorPageProps } from './feedback/ErrorPage';
export { Button } from './feedback/Button';
export type { ButtonProps } from './feedback/Button';
export { ShellFrame } from './layout/ShellFrame';
export type { ShellFrameProps } from './layout/ShellFrame';
export { PageHeader } from './page/PageHeader';
export type { PageHeaderProps } from './page/PageHeader';
export { RouteDetails } from './page/RouteDetails';
export type { RouteDetailsProps } from './page/RouteDetails';
export { toast, ToastViewport } from './toast/toast';
export { formatDate } from './format/formatDate';
export { isoDate, listParamsSchema, parseListParams, useListParams } from './list/index';
export type { ChangeOptions, FilterSchemas, ListParams, ListParamsOptions, ListParamsSchema, ListParamsState, StandardSchemaV1 } from './list/index';
export { useApiMutation } from './mutation/use-api-mutation';
export type { ApiMutationOptions, OptimisticUpdate } from './mutation/use-api-mutation';
