// What this feature's components and schemas need from the API client (only api/ imports it).
export { CUSTOMER_MESSAGES, KYC_STATUSES, ROLE_CUSTOMER, WALLET_FILTERS } from '@admin/api-client';
