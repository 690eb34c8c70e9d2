/**
 * Server-side sorting of the paged lists. Each list accepts `sort` (one of its `<LIST>_SORT_KEYS`,
 * the field's name as the list answers it) and `order` (`asc` unless `desc`). Any other `sort` is
 * refused with 400 naming the allowed ones. Ties are broken by `id` in the same direction, so paging
 * through a sorted list neither repeats nor skips rows. Without `sort` a list keeps its own default order.
 */

export const SORT_ORDERS = ['asc', 'desc'] as const;
export type SortOrder = (typeof SORT_ORDERS)[number];

/** The query shape of a list that sorts by one of `Keys`. */
export interface SortQuery<Keys extends readonly string[] = readonly string[]> {
  sort?: Keys[number];
  order?: SortOrder;
}

/** `GET /v2/admin/project`. */
export const PROJECT_SORT_KEYS = ['name', 'status', 'total_token', 'created_at'] as const;
/** `GET /property/filter` (the same projects, other filters). */
export const PROPERTY_FILTER_SORT_KEYS = PROJECT_SORT_KEYS;
/** `GET /v2/company`. */
export const COMPANY_SORT_KEYS = ['name', 'type', 'status', 'created_at'] as const;
/** `GET /v2/customer`. */
export const CUSTOMER_SORT_KEYS = ['name', 'email', 'status', 'created_at'] as const;
/** `GET /users/filter` (customers and staff together). */
export const USER_FILTER_SORT_KEYS = CUSTOMER_SORT_KEYS;
/** `GET /v2/admin/employee`. */
export const EMPLOYEE_SORT_KEYS = ['name', 'email', 'status', 'join_date', 'created_at'] as const;
/** `GET /role`. */
export const ROLE_SORT_KEYS = ['name', 'created_at'] as const;
/** `GET /percentage/all`. */
export const FEE_SORT_KEYS = ['name', 'types', 'status', 'created_at'] as const;
/** `GET /v2/order`. */
export const ORDER_SORT_KEYS = ['status', 'no_sqyds', 'total_amount', 'created_at', 'updated_at'] as const;
/** `GET /order/report` (the orders list with totals). */
export const ORDER_REPORT_SORT_KEYS = ORDER_SORT_KEYS;
/** `GET /v2/admin/cancel`. */
export const CANCEL_REQUEST_SORT_KEYS = ['status', 'created_at', 'decided_at'] as const;
/** `GET /v2/transaction` and `GET /wallet/transactionsfilter`. */
export const TRANSACTION_SORT_KEYS = ['type', 'status', 'amount', 'created_at'] as const;
/** `GET /v2/template`. */
export const TEMPLATE_SORT_KEYS = ['name', 'kind', 'created_at', 'updated_at'] as const;
/** `GET /config/country`. */
export const COUNTRY_SORT_KEYS = ['name', 'iso_code', 'dial_code'] as const;
/** `GET /config/partner`. */
export const PARTNER_SORT_KEYS = ['name', 'created_at'] as const;
/** `GET /config/popuptext`. */
export const POPUP_TEXT_SORT_KEYS = ['title', 'is_active', 'created_at'] as const;
/** `GET /setting`. */
export const SETTING_SORT_KEYS = ['name', 'created_at', 'updated_at'] as const;
/** `GET /config/videolink`. */
export const VIDEO_LINK_SORT_KEYS = ['title', 'created_at'] as const;

export type ProjectSortQuery = SortQuery<typeof PROJECT_SORT_KEYS>;
export type PropertyFilterSortQuery = SortQuery<typeof PROPERTY_FILTER_SORT_KEYS>;
export type CompanySortQuery = SortQuery<typeof COMPANY_SORT_KEYS>;
export type CustomerSortQuery = SortQuery<typeof CUSTOMER_SORT_KEYS>;
export type UserFilterSortQuery = SortQuery<typeof USER_FILTER_SORT_KEYS>;
export type EmployeeSortQuery = SortQuery<typeof EMPLOYEE_SORT_KEYS>;
export type RoleSortQuery = SortQuery<typeof ROLE_SORT_KEYS>;
export type FeeSortQuery = SortQuery<typeof FEE_SORT_KEYS>;
export type OrderSortQuery = SortQuery<typeof ORDER_SORT_KEYS>;
export type OrderReportSortQuery = SortQuery<typeof ORDER_REPORT_SORT_KEYS>;
export type CancelRequestSortQuery = SortQuery<typeof CANCEL_REQUEST_SORT_KEYS>;
export type TransactionSortQuery = SortQuery<typeof TRANSACTION_SORT_KEYS>;
export type TemplateSortQuery = SortQuery<typeof TEMPLATE_SORT_KEYS>;
export type CountrySortQuery = SortQuery<typeof COUNTRY_SORT_KEYS>;
export type PartnerSortQuery = SortQuery<typeof PARTNER_SORT_KEYS>;
export type PopupTextSortQuery = SortQuery<typeof POPUP_TEXT_SORT_KEYS>;
export type SettingSortQuery = SortQuery<typeof SETTING_SORT_KEYS>;
export type VideoLinkSortQuery = SortQuery<typeof VIDEO_LINK_SORT_KEYS>;
