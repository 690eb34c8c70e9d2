// What this feature's components and schemas, and its page, need from the API client (only api/ imports it).
export { DEFAULT_COUNTRY_CODE, EMPLOYEE_MESSAGES, errorMessage, USER_STATUSES } from '@admin/api-client';
