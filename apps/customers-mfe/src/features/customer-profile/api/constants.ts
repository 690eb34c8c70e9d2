// What this feature's components need from the API client (only api/ imports it).
export { CUSTOMER_MESSAGES, errorMessage, KYC_VERIFICATIONS, looksMasked } from '@admin/api-client';
