// What this feature's components need from the API client (only api/ imports it).
export { CUSTOMER_MESSAGES, errorMessage, KYC_DOCUMENT_TYPES, KYC_EVIDENCE_MAX_FILES, KYC_VERIFICATIONS, KYC_VIDEO_TYPES, looksMasked } from '@admin/api-client';
