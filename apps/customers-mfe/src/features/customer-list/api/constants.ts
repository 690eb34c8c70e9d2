// What this feature's components and schemas need from the API client (only api/ imports it).
export { CUSTOMER_MESSAGES, KYC_STATUSES, KYC_VERIFICATIONS, ROLE_CUSTOMER, USER_FILTER_SORT_KEYS, WALLET_FILTERS } from '@admin/api-client';
