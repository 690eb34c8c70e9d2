// `@admin/ui/singletons`: the pieces that must exist once per page however the rest of @admin/ui is
// shared. react-hot-toast keeps its queue in module state (two copies = two queues, one never shown),
// and the design tokens' global CSS must be injected once. Federation lists this entry as a singleton;
// everything inside libs/ui imports these through the package name, never by a relative path.
import './styles/tokens.css';

export { toast, ToastViewport } from './toast/Toast';
// The staff member's time zone: one store, so the Profile page's choice reaches every remote's formatters at once.
export {
  createTimeZoneStore,
  DEFAULT_TIME_ZONE,
  staffTimeZone,
  TIME_ZONE_STORAGE_KEY,
  type TimeZoneStore,
} from './format/staff-time-zone';
