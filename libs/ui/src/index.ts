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
export { Switch } from './controls/Switch';
export type { SwitchProps } from './controls/Switch';
